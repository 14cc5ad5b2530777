#!/usr/bin/env python3
"""The guide for everyone in a real browser: Debian's Chromium, driven through WebDriver (Python
selenium, offline), at a phone's size (390 x 844), against `conbook serve --public` and a static
copy written by `conbook site` (served by nginx when Debian's is installed, else by Python's
http.server), both on the bundled demo. It checks the pages, the picks kept in the browser and
passed on by address, their calendar files (parsed by Python's icalendar), the search, the
"changed since your last visit" banner, the pages kept offline by the service worker, and, with
axe-core, every page type for accessibility. Run by `.ci/browser`.

Usage: guide_suite.py CONBOOK_BINARY SCREENSHOT_DIRECTORY
"""
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

os.environ["SE_OFFLINE"] = "true"

import icalendar  # noqa: E402
from axe_selenium_python import Axe  # noqa: E402
from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CONBOOK, SHOTS = sys.argv[1], sys.argv[2]
os.makedirs(SHOTS, exist_ok=True)
ENVIRONMENT = {**os.environ, "LANG": "C.UTF-8", "LANGUAGE": ""}
failures = []
started = time.time()


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what, flush=True)
    if not condition:
        failures.append(what)


# Servers.

def start_guide(store):
    """`conbook serve --public` on a free port; its address, read from what it prints."""
    server = subprocess.Popen(
        [CONBOOK, "serve", "--public", "--port", "0", "--store", store],
        env=ENVIRONMENT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    deadline = time.time() + 120
    while time.time() < deadline:
        line = server.stdout.readline()
        match = re.search(r"(http://127\.0\.0\.1:\d+)/", line or "")
        if match:
            return server, match.group(1)
        if server.poll() is not None:
            break
    server.kill()
    raise SystemExit("conbook serve --public printed no address")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until_listening(port, process, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if process.poll() is not None:
            return False
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return True
        except OSError:
            time.sleep(0.1)
    return False


def start_static(site, scratch):
    """A static host for the copy: Debian's nginx if installed, else Python's http.server."""
    port = free_port()
    if os.path.exists("/usr/sbin/nginx"):
        for folder in (scratch, site):
            os.chmod(folder, 0o755)  # nginx's workers run as another user
        configuration = os.path.join(scratch, "nginx.conf")
        temporary = os.path.join(scratch, "nginx-temp")
        os.makedirs(temporary, exist_ok=True)
        with open(configuration, "w", encoding="utf-8") as file:
            file.write(f"""daemon off;
worker_processes 1;
pid {scratch}/nginx.pid;
error_log {scratch}/nginx-error.log;
events {{ worker_connections 64; }}
http {{
    include /etc/nginx/mime.types;
    types {{ application/manifest+json webmanifest; text/calendar ics; }}
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path {temporary}/body;
    proxy_temp_path {temporary}/proxy;
    fastcgi_temp_path {temporary}/fastcgi;
    uwsgi_temp_path {temporary}/uwsgi;
    scgi_temp_path {temporary}/scgi;
    server {{
        listen 127.0.0.1:{port};
        root {site};
        index index.html;
    }}
}}
""")
        command = ["/usr/sbin/nginx", "-p", scratch, "-e", os.path.join(scratch, "nginx-error.log"),
                   "-c", configuration]
        host = "nginx"
    else:
        command = [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", site, str(port)]
        host = "http.server"
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if not wait_until_listening(port, server):
        server.kill()
        raise SystemExit(f"the static copy's host ({host}) did not start")
    return server, f"http://127.0.0.1:{port}", host


def stop(server):
    """SIGTERM, as Ctrl-C or a service manager stops it; its exit status."""
    server.send_signal(signal.SIGTERM)
    try:
        return server.wait(timeout=20)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()
        return None


# The browser.

def browser(language="en-US"):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", f"--lang={language}", "--hide-scrollbars"]:
        options.add_argument(argument)
    # A phone's screen (a headless window is at least 500 px wide; the emulation is exact).
    options.add_experimental_option(
        "mobileEmulation", {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 2, "touch": True}})
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(30)
    return driver


def heading(driver):
    headings = driver.find_elements(By.CSS_SELECTOR, "main h1")
    return " ".join(headings[0].text.split()) if headings else ""


def click_and_wait(driver, element):
    """Clicks a link and waits for the page it leads to."""
    page = driver.find_element(By.TAG_NAME, "html")
    element.click()
    wait_for_next_page(driver, page)


def wait_for_next_page(driver, old_page):
    def replaced(_):
        try:
            old_page.is_enabled()
            return False
        except Exception:  # StaleElementReferenceException, or "does not belong to the document"
            return True
    WebDriverWait(driver, 20).until(replaced)


def wait_for(driver, condition, seconds=10):
    try:
        return WebDriverWait(driver, seconds).until(lambda d: condition(d) or False)
    except Exception:
        return False


def pick_buttons(driver, scope="main"):
    """The pick buttons on the page: {event id: pressed}."""
    return {button.get_attribute("data-event"): button.get_attribute("aria-pressed") == "true"
            for button in driver.find_elements(By.CSS_SELECTOR, f"{scope} button.pick[data-event]")}


def row_button(driver, event_id):
    return driver.find_element(By.CSS_SELECTOR, f"main button.pick[data-event='{event_id}']")


def listed_events(driver, scope="main"):
    """The events a list shows: {id: title}, from its title links."""
    found = {}
    for link in driver.find_elements(By.CSS_SELECTOR, f"{scope} a.row-title"):
        match = re.search(r"/events/([^/?#]+)/?$", link.get_attribute("href") or "")
        if match:
            found[urllib.parse.unquote(match.group(1))] = " ".join(link.text.split())
    return found


def stored_picks(driver):
    convention = driver.find_element(By.TAG_NAME, "html").get_attribute("data-convention")
    return driver.execute_script("return JSON.parse(localStorage.getItem(arguments[0]) || '[]')",
                                 "conbook.picks." + convention)


def no_posting_forms(driver):
    return all((form.get_attribute("method") or "get").lower() == "get"
               for form in driver.find_elements(By.TAG_NAME, "form"))


def kept_offline(driver):
    """Waits until the service worker controls the page and keeps it in Cache Storage."""
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        if (!('serviceWorker' in navigator)) return done(false);
        const deadline = Date.now() + 20000;
        const poll = () => caches.match(location.href).then((kept) => {
          if (navigator.serviceWorker.controller && kept) done(true);
          else if (Date.now() > deadline) done(false);
          else setTimeout(poll, 200);
        }, () => done(false));
        poll();
    """)


def shot(driver, name):
    driver.save_screenshot(os.path.join(SHOTS, name + ".png"))


audited = set()


def audit(driver, page_type):
    """axe-core on the page: no serious or critical violation; lang, a heading, one main, and the
    page fits a phone's width."""
    if page_type in audited:
        return
    audited.add(page_type)
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    grave = [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]
    for violation in grave:
        nodes = ", ".join(node["target"][0] for node in violation["nodes"][:3])
        print(f"     {violation['id']} ({violation['impact']}): {violation['help']} at {nodes}")
    check(not grave, f"axe: no serious or critical violation on {page_type}")
    check(driver.find_element(By.TAG_NAME, "html").get_attribute("lang") in ("en", "de"), f"{page_type} has lang")
    check(len(driver.find_elements(By.TAG_NAME, "main")) == 1 and heading(driver) != "",
          f"{page_type} has one main landmark and a heading")
    width = driver.execute_script("return document.documentElement.scrollWidth")
    check(width <= 390, f"{page_type} fits a 390 px wide phone (scroll width {width})")


# Plain HTTP.

class NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *arguments):
        return None


plain_http = urllib.request.build_opener(NoRedirects)


def fetch(address, method="GET", data=None):
    """(status, headers, body) of an address, redirects not followed."""
    try:
        with plain_http.open(urllib.request.Request(address, method=method, data=data), timeout=20) as answer:
            return answer.status, answer.headers, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def calendar_events(text):
    """The VEVENTs of an iCalendar text (icalendar), or None when it does not parse."""
    try:
        calendar = icalendar.Calendar.from_ical(text)
    except Exception as error:  # noqa: BLE001 (any parse error fails the check)
        print("     icalendar:", error)
        return None
    return list(calendar.walk("VEVENT"))


def events_carry(events, titles):
    """Whether the calendar's events are those titles, each with its start and end."""
    return (events is not None and sorted(str(event.get("SUMMARY")) for event in events) == sorted(titles)
            and all(event.get("DTSTART") is not None and event.get("DTEND") is not None for event in events))


def calendar_file(event_id):
    """The calendar file of a static copy that holds an event: the FNV-1a hash of its identifier."""
    value = 0x811C9DC5
    for byte in event_id.encode("utf-8"):
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return f"{value % 256:02x}.ics"


def longest_word(title):
    return max(re.findall(r"\w+", title), key=len)


# The served guide.

def served_guide(driver, base):
    """Pages, picks, their calendar, search, the changes banner, accessibility; returns what later checks use."""
    driver.get(base + "/")
    html = driver.find_element(By.TAG_NAME, "html")
    check(html.get_attribute("data-guide") == "served" and heading(driver) != "",
          f"served: the root opens a page ({heading(driver)})")
    sections = [" ".join(link.text.split()) for link in driver.find_elements(By.CSS_SELECTOR, "header nav a")]
    personal = [name for name in sections if name in ("News", "Messages", "Settings", "Login", "Log in", "Pass")]
    check("Schedule" in sections and not personal,
          "served: the sections and menu offer no News, Messages, Settings or Login " + (str(personal) if personal else ""))
    check(no_posting_forms(driver), "served: the root's forms all use GET")
    shot(driver, "served-root")
    audit(driver, "the served root")
    for path in ("/news", "/messages", "/settings", "/login"):
        status = fetch(base + path)[0]
        check(status == 404, f"served: {path} is not there ({status})")
    status = fetch(base + "/schedule", method="POST", data=b"do=search&query=x")[0]
    check(status in (405, 413), f"served: a POST is refused ({status})")

    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "header nav a[href='/schedule']"))
    check(heading(driver) == "Schedule", "served: the Schedule link opens the Schedule")
    days = driver.find_elements(By.CSS_SELECTOR, "main a.button[href*='~day']")
    check(len(days) > 2, f"served: the Schedule offers its days ({len(days)})")
    day = [link for link in days if link.get_attribute("aria-current") != "page"][-1]
    day_name = " ".join(day.text.split())
    click_and_wait(driver, day)
    day_address = driver.current_url
    check("/schedule/~day" in day_address and driver.find_elements(
        By.XPATH, "//main//a[@aria-current='page' and contains(@href, '~day')]"),
        f"served: a day's link opens that day ({day_name})")
    check(no_posting_forms(driver), "served: the Schedule's forms all use GET")
    audit(driver, "the served Schedule")
    rows = listed_events(driver)
    check(len(rows) >= 2 and len(pick_buttons(driver)) >= len(rows),
          f"served: the day lists events, each with a pick button ({len(rows)} events)")
    ids = list(rows)
    first_id = ids[0]
    # The second: the event with the longest word in its title (a word the search finds).
    second_id = max(ids[1:], key=lambda event_id: len(longest_word(rows[event_id])))
    first_title, second_title = rows[first_id], rows[second_id]

    # Picks: one from the list, one on the event's page.
    button = row_button(driver, first_id)
    check(button.get_attribute("aria-pressed") == "false", "served: an event is not picked at first")
    label = button.get_attribute("aria-label") or ""
    check(first_title in " ".join(label.split()), f"served: a pick button is labelled with its event's title (“{label}”)")
    button.click()
    check(row_button(driver, first_id).get_attribute("aria-pressed") == "true",
          f"served: the list's pick button picks {first_title}")
    shot(driver, "served-schedule")
    link = driver.find_element(By.CSS_SELECTOR, f"main a.row-title[href$='{second_id}']")
    click_and_wait(driver, link)
    event_address = driver.current_url
    check(heading(driver) == second_title, f"served: the event's page opens ({second_title})")
    own = driver.find_elements(By.CSS_SELECTOR, "main h1 + button.pick")
    check(len(own) == 1 and own[0].get_attribute("data-event") == second_id,
          "served: the event's page has a pick button after its heading")
    if own:
        own[0].click()
    check(no_posting_forms(driver) and not driver.get_cookies(), "served: an event's page has no POST form and sets no cookie")
    driver.refresh()
    check(pick_buttons(driver).get(second_id) is True, "served: after a reload, the event's page shows it picked")
    audit(driver, "a served event")
    shot(driver, "served-event")
    driver.get(day_address)
    check(pick_buttons(driver).get(first_id) is True, "served: after a reload, the day's list shows the first pick")
    check(set(stored_picks(driver)) == {first_id, second_id}, "served: the browser keeps both picks")

    # My schedule: the picks' own address.
    click_and_wait(driver, driver.find_element(By.ID, "guide-picks"))
    check(wait_for(driver, lambda d: "/picks/" in d.current_url and len(listed_events(d)) == 2),
          f"served: My schedule opens the picks' address ({urllib.parse.unquote(driver.current_url[len(base):])})")
    own_picks_address = driver.current_url
    listed = listed_events(driver)
    check(set(listed) == {first_id, second_id}, "served: My schedule lists both picks")
    check(all(pressed for pressed in pick_buttons(driver).values()), "served: My schedule shows them picked")
    audit(driver, "the served picks")
    shot(driver, "served-picks")
    share = driver.find_elements(By.LINK_TEXT, "Link to these picks")
    calendar = driver.find_elements(By.PARTIAL_LINK_TEXT, "Add to my calendar")
    check(share and calendar, "served: My schedule offers its link and its calendar file")
    picks_address = share[0].get_attribute("href") if share else base + "/picks"
    calendar_address = calendar[0].get_attribute("href") if calendar else base + "/calendar.ics"
    check(not driver.get_cookies(), "served: no cookie is set")

    # The list passed on: a fresh browser (another profile, nothing picked).
    friend = browser()
    try:
        friend.get(picks_address)
        check(set(listed_events(friend)) == {first_id, second_id},
              "served, a fresh browser: the picks' link lists the same two events")
        adding = friend.find_elements(By.XPATH, "//main//button[normalize-space()='Add these to my schedule']")
        check(len(adding) == 1, "served, a fresh browser: it offers “Add these to my schedule”")
        shot(friend, "served-shared-picks")
        if adding:
            adding[0].click()
            check(wait_for(friend, lambda d: all(pick_buttons(d).get(event_id) for event_id in (first_id, second_id))),
                  "served, a fresh browser: adding them presses their pick buttons")
            check(set(stored_picks(friend)) == {first_id, second_id},
                  f"served, a fresh browser: it keeps exactly those two ({stored_picks(friend)})")
            check(not friend.find_elements(By.XPATH, "//main//button[normalize-space()='Add these to my schedule']"),
                  "served, a fresh browser: the button goes once they are added")
        friend.get(friend.current_url)
        check(not friend.find_elements(By.XPATH, "//main//button[normalize-space()='Add these to my schedule']"),
              "served, a fresh browser: the list's page no longer offers to add what is picked")
        # The same list by My schedule's own address (its commas as they are, not %2C).
        friend.execute_script("localStorage.clear()")
        friend.get(own_picks_address)
        adding = friend.find_elements(By.XPATH, "//main//button[normalize-space()='Add these to my schedule']")
        if adding:
            adding[0].click()
        check(adding and set(stored_picks(friend)) == {first_id, second_id},
              "served, a fresh browser: My schedule's own address adds the same two")
    finally:
        friend.quit()

    # The picks' calendar file.
    status, headers, body = fetch(calendar_address)
    check(status == 200 and (headers.get("Content-Type") or "").startswith("text/calendar"),
          f"served: the picks' calendar file is there ({status}, {headers.get('Content-Type')})")
    events = calendar_events(body)
    check(events is not None and len(events) == 2, f"served: the calendar file holds two events ({events and len(events)})")
    check(events_carry(events, [first_title, second_title]),
          "served: its events are the picks (SUMMARY), each with DTSTART and DTEND")

    # The header's search.
    field = driver.find_element(By.ID, "guide-search")
    field.clear()
    field.send_keys(second_title)
    page = driver.find_element(By.TAG_NAME, "html")
    field.submit()
    wait_for_next_page(driver, page)
    check("/schedule/~search" in driver.current_url and second_id in listed_events(driver),
          f"served: the header's search for “{second_title}” finds the event")
    check(pick_buttons(driver).get(second_id) is True, "served: the search's results show the pick")
    audit(driver, "served search results")
    shot(driver, "served-search")

    # "Changed since your last visit", until Changes is opened.
    driver.get(base + "/schedule")
    banner_shown = lambda d: d.find_element(By.ID, "guide-changed").is_displayed()  # noqa: E731
    check(not banner_shown(driver), "served: no changes banner when nothing changed since the last visit")
    html = driver.find_element(By.TAG_NAME, "html")
    with urllib.request.urlopen(base + "/guide-revision.json", timeout=10) as answer:
        revision = int(json.loads(answer.read())["revision"])
    driver.execute_script("localStorage.setItem(arguments[0], JSON.stringify(arguments[1]))",
                          "conbook.seen." + html.get_attribute("data-convention"), revision - 60000)
    driver.refresh()
    check(banner_shown(driver), "served: a revision newer than the one seen shows the changes banner")
    shot(driver, "served-changed")
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "#guide-changed a"))
    check(driver.current_url == base + "/changes", f"served: the banner leads to Changes ({heading(driver)})")
    driver.get(base + "/people")
    check(not banner_shown(driver), "served: once Changes was opened, other pages no longer show the banner")

    # A dealer.
    driver.get(base + "/dealers")
    dealers = driver.find_elements(By.CSS_SELECTOR, "main a[href^='/dealers/']")
    check(len(dealers) > 0, "served: the Dealers' Den lists dealers")
    if dealers:
        click_and_wait(driver, dealers[0])
        audit(driver, "a served dealer")
        shot(driver, "served-dealer")
    check(not driver.get_cookies(), "served: still no cookie after every page")
    return event_address, (first_id, first_title), (second_id, second_title)


def offline(driver, address, server, what, stopped=(0,)):
    """The page kept by the service worker shows when its host is gone (and the browser's HTTP
    cache is emptied, so that only the worker's Cache Storage can answer)."""
    driver.get(address)
    title = heading(driver)
    check(kept_offline(driver), f"{what}: the service worker controls the page and keeps it")
    status = stop(server)
    check(status in stopped, f"{what}: the host stops on SIGTERM (exit status {status})")
    try:
        fetch(address)
        gone = False
    except OSError:
        gone = True
    check(gone, f"{what}: the host no longer answers")
    driver.execute_cdp_cmd("Network.clearBrowserCache", {})
    driver.refresh()
    check(title != "" and heading(driver) == title, f"{what}: with the host stopped, a reload still shows “{title}”")
    shot(driver, what.replace(" ", "-").replace(",", "") + "-offline")


# The static copy.

def static_links_resolve(driver, base, page):
    """Every link of the page to the copy answers 200 at once (no redirect)."""
    addresses = {address.split("#")[0] for address in driver.execute_script(
        "return [...document.querySelectorAll('a[href]')].map((a) => a.href)") if address.startswith(base + "/")}
    bad = []
    for address in sorted(addresses):
        status = fetch(address, method="HEAD")[0]
        if status != 200:
            bad.append(f"{address[len(base):]} ({status})")
    check(addresses and not bad, f"static: the {len(addresses)} links of {page} answer 200 without a redirect "
          + (", ".join(bad[:5]) if bad else ""))


def static_copy(driver, base, host, first, second):
    first_id, first_title = first
    second_id, second_title = second
    driver.get(base + "/")
    check(driver.find_element(By.TAG_NAME, "html").get_attribute("data-guide") == "static" and heading(driver) != "",
          f"static ({host}): the root opens a page ({heading(driver)})")
    check(no_posting_forms(driver), "static: its forms all use GET")
    static_links_resolve(driver, base, "the root")
    shot(driver, "static-root")
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "header nav a[href='/schedule/']"))
    check(heading(driver) == "Schedule", "static: the Schedule opens")
    days = [link for link in driver.find_elements(By.CSS_SELECTOR, "main a.button[href*='~day']")
            if link.get_attribute("aria-current") != "page"]
    check(len(days) > 1, "static: the Schedule offers its days")
    click_and_wait(driver, days[-1])
    day_address = driver.current_url
    check("~day" in day_address and day_address.endswith("/") and listed_events(driver),
          "static: a day's page opens and lists events")
    static_links_resolve(driver, base, "a day")
    shot(driver, "static-day")
    rows = listed_events(driver)
    list_id = next(iter(rows))
    row_button(driver, list_id).click()
    check(row_button(driver, list_id).get_attribute("aria-pressed") == "true", "static: a list's pick button picks")

    driver.get(f"{base}/events/{second_id}/")
    check(heading(driver) == second_title, f"static: an event's page opens ({second_title})")
    static_links_resolve(driver, base, "an event's page")
    own = driver.find_elements(By.CSS_SELECTOR, "main h1 + button.pick")
    check(len(own) == 1, "static: the event's page has a pick button")
    if own:
        own[0].click()
    driver.refresh()
    check(pick_buttons(driver).get(second_id) is True, "static: after a reload, the event's page shows it picked")
    shot(driver, "static-event")
    picked_titles = {list_id: rows[list_id], second_id: second_title}

    # The offline search.
    word = longest_word(second_title)
    driver.get(f"{base}/search/?q={urllib.parse.quote(word)}")
    check(wait_for(driver, lambda d: second_id in listed_events(d, "#guide-results")),
          f"static: the offline search for “{word}” lists {second_title}")
    check(driver.find_element(By.ID, "guide-search").get_attribute("value") == word,
          "static: the search field shows the words searched")
    found = len(listed_events(driver, "#guide-results"))
    said = driver.find_element(By.CSS_SELECTOR, "#guide-results p").text
    check(said == f"{found} events found", f"static: the search says how many events it found (“{said}”)")
    check(pick_buttons(driver, "#guide-results").get(second_id) is True, "static: the search's results show the pick")
    audit(driver, "static search results")
    shot(driver, "static-search")
    driver.get(f"{base}/search/?q=zzqxj")
    check(wait_for(driver, lambda d: "No event matches" in d.find_element(By.ID, "guide-results").text),
          "static: a search that finds nothing says so")

    # What's on, worked out by the script at the visitor's moment (the browser's clock set to a
    # minute after an event's start), not frozen at the moment the copy was written.
    status, _, body = fetch(base + "/now/")
    check(status == 200 and b'id="guide-now"' in body and b"Running now at" not in body,
          "static: What's on is written without a moment of its own")
    _, _, index = fetch(base + "/guide-index.json")
    entry = next((entry for entry in json.loads(index)["events"] if entry[0] == second_id), None)
    check(entry is not None and len(entry) == 8, "static: the index gives each event's start and end")
    if entry is not None and len(entry) == 8:
        moment = driver.execute_cdp_cmd(
            "Page.addScriptToEvaluateOnNewDocument", {"source": f"Date.now = () => {(entry[6] + 60) * 1000};"})
        driver.get(base + "/now/")
        check(wait_for(driver, lambda d: second_id in listed_events(d, "#guide-now")),
              f"static: What's on lists {second_title} a minute after it starts")
        check("Running now" in driver.find_element(By.ID, "guide-now").text, "static: What's on says it runs now")
        audit(driver, "the static What's on")
        shot(driver, "static-now")
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": moment["identifier"]})
        driver.get(base + "/now/")
        check(wait_for(driver, lambda d: second_id not in listed_events(d, "#guide-now")
                       and d.find_element(By.ID, "guide-now").text != ""),
              f"static: today, What's on does not list {second_title}")

    # My schedule, listed by the script.
    driver.get(base + "/schedule/")
    click_and_wait(driver, driver.find_element(By.ID, "guide-picks"))
    check(driver.current_url == base + "/picks/", "static: My schedule is /picks/")
    check(wait_for(driver, lambda d: set(listed_events(d, "#guide-picks-list")) == set(picked_titles)),
          "static: /picks/ lists both picks")
    calendar = driver.find_elements(By.XPATH, "//*[@id='guide-picks-list']//button[contains(., 'Add to my calendar')]")
    check(len(calendar) == 1, "static: /picks/ offers “Add to my calendar”")
    audit(driver, "the static picks")
    shot(driver, "static-picks")
    if calendar:
        # What the button hands to the browser as a download (a Blob), caught before it is saved.
        text = driver.execute_async_script("""
            const [button, done] = arguments;
            const blobs = [];
            const create = URL.createObjectURL;
            URL.createObjectURL = (blob) => { blobs.push(blob); return create.call(URL, blob); };
            const click = HTMLAnchorElement.prototype.click;
            HTMLAnchorElement.prototype.click = function () { if (!this.hasAttribute('download')) click.call(this); };
            button.click();
            const deadline = Date.now() + 10000;
            const poll = () => blobs.length ? blobs[0].text().then(done)
              : Date.now() > deadline ? done(null) : setTimeout(poll, 100);
            poll();
        """, calendar[0])
        events = calendar_events(text) if text else None
        check(events_carry(events, list(picked_titles.values())),
              "static: “Add to my calendar” joins the picks' files into one calendar of both")
    for event_id, title in picked_titles.items():
        address = f"/calendar/{calendar_file(event_id)}"
        status, _, body = fetch(base + address)
        events = calendar_events(body) if status == 200 else None
        check(events is not None and title in [str(event.get("SUMMARY")) for event in events],
              f"static: {address} holds {title}'s calendar entry ({status})")
    share = driver.find_elements(By.CSS_SELECTOR, "#guide-picks-list a.button[href^='/picks/#ids=']")
    check(len(share) == 1, "static: /picks/ offers the picks' link")
    share_address = share[0].get_attribute("href") if share else base + "/picks/"

    friend = browser()
    try:
        friend.get(share_address)
        check(wait_for(friend, lambda d: set(listed_events(d, "#guide-picks-list")) == set(picked_titles)),
              "static, a fresh browser: the picks' link lists the same events")
        adding = friend.find_elements(By.XPATH, "//main//button[normalize-space()='Add these to my schedule']")
        check(len(adding) == 1, "static, a fresh browser: it offers “Add these to my schedule”")
        if adding:
            adding[0].click()
            check(wait_for(friend, lambda d: all(pick_buttons(d).get(event_id) for event_id in picked_titles)),
                  "static, a fresh browser: adding them presses their pick buttons")
            check(set(stored_picks(friend)) == set(picked_titles), "static, a fresh browser: it keeps those two")
    finally:
        friend.quit()
    return day_address


def main():
    scratch = tempfile.mkdtemp(prefix="conbook-guide-")
    site = os.path.join(scratch, "site")
    # The static copy is written while the served guide is checked.
    writing = subprocess.Popen([CONBOOK, "site", site, "--store", os.path.join(scratch, "site-store")],
                               env=ENVIRONMENT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    guide = static_host = driver = None
    try:
        guide, base = start_guide(os.path.join(scratch, "served-store"))
        driver = browser()
        event_address, first, second = served_guide(driver, base)
        offline(driver, event_address, guide, "served")

        output, _ = writing.communicate(timeout=300)
        check(writing.returncode == 0, "conbook site writes the static copy: " + (output.strip().splitlines() or [""])[-1])
        static_host, static_base, host = start_static(site, scratch)
        day_address = static_copy(driver, static_base, host, first, second)
        # Python's http.server ends on SIGTERM as the signal's default action does.
        offline(driver, day_address, static_host, "static", stopped=(0, -signal.SIGTERM))
    finally:
        if driver is not None:
            driver.quit()
        for process in (guide, static_host, writing):
            if process is not None and process.poll() is None:
                stop(process)  # SIGTERM first: nginx's master then ends its workers
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"\n{time.time() - started:.0f} s")
    if failures:
        print(f"{len(failures)} check(s) failed")
        sys.exit(1)
    print("the guide suite passed")


main()
