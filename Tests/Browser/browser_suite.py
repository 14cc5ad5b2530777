#!/usr/bin/env python3
"""Conbook in a real browser: Debian's Chromium, driven through WebDriver (Python selenium,
offline), at a phone's size (390 x 844), against `conbook serve` on the bundled demo, with
axe-core checking every page type for accessibility. Run by `.ci/browser`.

Usage: browser_suite.py CONBOOK_BINARY SCREENSHOT_DIRECTORY
"""
import os
import re
import subprocess
import sys
import tempfile
import time

os.environ["SE_OFFLINE"] = "true"

from axe_selenium_python import Axe  # noqa: E402
from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

CONBOOK, SHOTS = sys.argv[1], sys.argv[2]
os.makedirs(SHOTS, exist_ok=True)
failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what, flush=True)
    if not condition:
        failures.append(what)


def start_server(store):
    server = subprocess.Popen(
        [CONBOOK, "serve", "--port", "0", "--store", store],
        env={**os.environ, "LANG": "C.UTF-8", "LANGUAGE": ""}, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 120
    while time.time() < deadline:
        line = server.stdout.readline()
        match = re.search(r"(http://127\.0\.0\.1:\d+)/", line or "")
        if match:
            return server, match.group(1)
        if server.poll() is not None:
            break
    server.kill()
    raise SystemExit("conbook serve printed no address: " + server.stderr.read())


def browser(language="en-US"):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", f"--lang={language}", "--hide-scrollbars"]:
        options.add_argument(argument)
    # A phone's screen (a headless window is at least 500 px wide; the emulation is exact).
    options.add_experimental_option(
        "mobileEmulation", {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 2, "touch": True}})
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def heading(driver):
    return driver.find_element(By.TAG_NAME, "h1").text


def press(driver, action, index=0):
    """Presses the button of the page's `index`-th form posting `action`, and waits for the page
    the server answers with."""
    forms = driver.find_elements(By.XPATH, f"//form[input[@name='action' and @value='{action}']]")
    page = driver.find_element(By.TAG_NAME, "html")
    forms[index].find_element(By.CSS_SELECTOR, "button, input[type=submit]").click()
    wait_for_next_page(driver, page)


def press_where(driver, action, field, value):
    """Presses the button of the form posting `action` whose hidden `field` is `value`."""
    form = driver.find_element(
        By.XPATH, f"//form[input[@name='action' and @value='{action}'] and input[@name='{field}' and @value='{value}']]")
    page = driver.find_element(By.TAG_NAME, "html")
    form.find_element(By.CSS_SELECTOR, "button, input[type=submit]").click()
    wait_for_next_page(driver, page)


def fill_and_press(driver, action, values, having=None):
    """Fills the fields of the first form posting `action` (that has a field `having`, if given),
    a list by the option's position, and presses its button."""
    condition = f" and .//*[@name='{having}']" if having else ""
    for summary in driver.find_elements(By.CSS_SELECTOR, "details:not([open]) > summary"):
        summary.click()  # as a person opens the filters before choosing one
    form = driver.find_element(By.XPATH, f"//form[input[@name='action' and @value='{action}']{condition}]")
    for name, value in values.items():
        field = form.find_element(By.NAME, name)
        if field.tag_name == "select":
            Select(field).select_by_index(value)
        else:
            field.clear()
            field.send_keys(value)
    page = driver.find_element(By.TAG_NAME, "html")
    form.find_element(By.CSS_SELECTOR, "button, input[type=submit]").click()
    wait_for_next_page(driver, page)


def wait_for_text(driver, address, text, seconds=20):
    """Loads a page until it holds a text (what a background sync changes shows at the next page)."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        driver.get(address)
        if text in driver.page_source:
            return True
        time.sleep(0.5)
    return False


def demo_tour(driver, base):
    """The console's tour of the demo (README), in the browser."""
    driver.get(base + "/news")
    if driver.find_elements(By.CSS_SELECTOR, ".unread"):
        press(driver, "read")
        check(not driver.find_elements(By.CSS_SELECTOR, ".unread"), "News: marking the announcements read clears their marks")
    driver.get(base + "/announcements")
    press(driver, "select")
    check("/announcements/" in driver.current_url, "Announcements: an announcement opens in full")
    audit(driver, "an announcement")
    driver.get(base + "/schedule")
    press_where(driver, "search", "query", "")  # ends the search for "pub quiz" above
    press_where(driver, "page", "number", "2")
    check("page 2 of" in driver.find_element(By.TAG_NAME, "main").text, "the Schedule: the next page")
    fill_and_press(driver, "track", {"track": 1})
    check(heading(driver) == "Schedule" and "/schedule" in driver.current_url, "the Schedule: a track filter applies")
    press(driver, "refresh")
    check(wait_for_text(driver, base + "/changes", "Art Show"),
          "refresh applies the demo's update: Changes lists the Art Show's events as cancelled")
    shot(driver, "changes")
    driver.get(base + "/dealers")
    press_where(driver, "letter", "letter", "V")
    check(driver.find_elements(By.XPATH, "//main//h2[normalize-space()='V']"), "the Dealers' Den: the letter V")
    press_where(driver, "category", "category", "Miscellaneous")
    check(driver.find_elements(By.CSS_SELECTOR, "[aria-pressed='true']"), "the Dealers' Den: the category Miscellaneous")
    press(driver, "allCategories")
    search_for(driver, "darkrat")
    dealers = driver.find_elements(By.CSS_SELECTOR, "main a[href^='/dealers/']")
    check(len(dealers) == 1, "the Dealers' Den: a search for darkrat finds one dealer")
    if dealers:
        dealers[0].click()
        press(driver, "location")
        check("/maps/" in driver.current_url, "a dealer's table opens on the map")
    driver.get(base + "/maps")
    driver.find_elements(By.CSS_SELECTOR, "main a[href^='/maps/']")[0].click()
    fill_and_press(driver, "tap", {"x": "1784", "y": "661"}, having="x")
    check("Nizza" in driver.page_source, "a tap on the venue map at 1784, 661 shows the room Nizza")
    shot(driver, "map-tap")
    driver.get(base + "/knowledge")
    if driver.find_elements(By.XPATH, "//form[input[@name='action' and @value='clear']]"):
        press(driver, "clear")  # the search for Jödicke above still stands, as on the console
    press(driver, "group", 3)
    check("/knowledge/groups/" in driver.current_url, "the knowledge base: the fourth group opens")
    driver.find_elements(By.CSS_SELECTOR, "main a[href^='/knowledge/']")[0].click()
    audit(driver, "a knowledge entry")
    if driver.find_elements(By.XPATH, "//form[input[@name='action' and @value='link']]"):
        press(driver, "link")
        check(driver.current_url.endswith("/outside"), "an entry's link opens as a page Conbook never fetches")
        audit(driver, "a page outside")
    driver.get(base + "/events/24dc3035-ccf4-4f20-bd8e-f81d441d6fb0")
    check("Opening Ceremony" in heading(driver), "the Opening Ceremony's address opens it from anywhere")
    driver.get(base + "/settings")
    fill_and_press(driver, "reminder", {"minutes": "30"})
    check("30" in driver.find_element(By.TAG_NAME, "main").text, "Settings: the reminder lead time becomes 30 minutes")


def search_for(driver, words):
    """Types words into the page's search field and sends them."""
    field = driver.find_element(By.XPATH, "//form[input[@name='action' and @value='search']]//input[@name='query']")
    field.clear()
    field.send_keys(words)
    page = driver.find_element(By.TAG_NAME, "html")
    field.submit()
    wait_for_next_page(driver, page)


def wait_for_next_page(driver, old_page):
    """Waits until the page a click sent the browser to has replaced `old_page` (an element of the
    old page no longer belongs to a document: stale, or the driver says so in other words)."""
    def replaced(_):
        try:
            old_page.is_enabled()
            return False
        except Exception:  # StaleElementReferenceException, or "does not belong to the document"
            return True
    WebDriverWait(driver, 20).until(replaced)


def shot(driver, name):
    driver.save_screenshot(os.path.join(SHOTS, name + ".png"))


audited = set()


def audit(driver, page_type):
    """axe-core on the page: no serious or critical violation; lang, a heading, landmarks."""
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
    check(len(driver.find_elements(By.TAG_NAME, "main")) == 1, f"{page_type} has one main landmark")


def favourites_in_console(store):
    """What the console, run on the same store, exports as favourites (an iCalendar file)."""
    with tempfile.NamedTemporaryFile(suffix=".ics") as calendar:
        subprocess.run([CONBOOK, "export", "-o", calendar.name, "--store", store], check=True,
                       capture_output=True, text=True)
        return open(calendar.name, encoding="utf-8").read()


def main():
    store = tempfile.mkdtemp(prefix="conbook-browser-")
    server, base = start_server(store)
    driver = browser()
    try:
        driver.get(base + "/")
        check(heading(driver) == "News", "the root opens News")
        shot(driver, "news")
        audit(driver, "News")

        driver.find_element(By.LINK_TEXT, "Schedule").click()
        check(heading(driver) == "Schedule", "the Schedule tab opens the Schedule")
        audit(driver, "the Schedule")
        press(driver, "day", 3)
        check(driver.current_url.endswith("/schedule"), "a day is chosen on the Schedule page")
        shot(driver, "schedule")

        search_for(driver, "Jödicke")
        check("No events match “Jödicke”" in driver.page_source,
              "a search for Jödicke (a dealer's name, in no event of the demo) says no event matches, as the console does")
        search_for(driver, "pub quiz")
        highlighted = driver.find_elements(By.CSS_SELECTOR, "mark.highlight")
        check(len(highlighted) > 0, "the words found are highlighted")
        shot(driver, "search")
        results_address = driver.current_url

        event_links = driver.find_elements(By.CSS_SELECTOR, "main a[href^='/events/']")
        check(len(event_links) > 0, "the search finds an event")
        title = " ".join(event_links[0].text.split())
        event_links[0].click()
        check(title in " ".join(heading(driver).split()), "the event's page opens: " + title)
        event_address = driver.current_url
        audit(driver, "an event")
        press(driver, "favourite")
        check(driver.current_url == event_address, "favouriting stays on the event's page")
        shot(driver, "event")
        check(title.split(" ")[0] in favourites_in_console(store),
              "the console, run on the same store, lists the favourite")

        for _ in range(3):
            driver.back()
            if driver.current_url.endswith("/schedule"):
                break
        check(heading(driver) == "Schedule", "the browser's Back button returns to the Schedule")
        driver.get(results_address)
        check(heading(driver) == "Schedule", "the Schedule's address shows the Schedule again")

        # A stale form: a second window moves the session on, the first posts its old page.
        driver.get(event_address)
        driver.switch_to.new_window("tab")
        driver.get(base + "/schedule")
        second = driver.current_window_handle
        driver.switch_to.window(driver.window_handles[0])
        press(driver, "hide")
        page = driver.page_source
        check("no longer open" in page, "a form of a page no longer open is refused, saying so")
        if "no longer open" not in page:
            print("     the page shown:", driver.current_url, heading(driver))
        driver.switch_to.window(second)
        driver.close()
        driver.switch_to.window(driver.window_handles[0])

        for path, name in [("/dealers", "Dealers"), ("/maps", "Maps"), ("/knowledge", "the Knowledge base"),
                           ("/about", "About"), ("/settings", "Settings"), ("/timetable", "the Timetable"),
                           ("/now", "What's on"), ("/free", "Free time"), ("/people", "People"),
                           ("/announcements", "Announcements"), ("/changes", "Changes"),
                           ("/messages", "Messages"), ("/login", "Login")]:
            driver.get(base + path)
            check(driver.current_url.startswith(base), f"{name} opens")
            audit(driver, name)
            shot(driver, path.strip("/"))

        driver.get(base + "/knowledge")
        search_for(driver, "Jödicke")
        entries = driver.find_elements(By.CSS_SELECTOR, "main a[href^='/knowledge/']")
        check(len(entries) > 0, "a search for Jödicke in the knowledge base finds the guest of honour's entry")
        if entries:
            entries[0].click()
            check("Jödicke" in driver.page_source, "the entry's page opens with its text")
            audit(driver, "a knowledge entry")
            shot(driver, "knowledge-entry")
        driver.get(base + "/dealers")
        dealers = driver.find_elements(By.CSS_SELECTOR, "main a[href^='/dealers/']")
        check(len(dealers) > 0, "the Dealers' Den lists dealers")
        if dealers:
            dealers[0].click()
            check("/dealers/" in driver.current_url, "the dealer's page opens")
            audit(driver, "a dealer")
            shot(driver, "dealer")
        driver.get(base + "/maps")
        maps = driver.find_elements(By.CSS_SELECTOR, "main a[href^='/maps/']")
        if maps:
            maps[0].click()
            audit(driver, "a map")
            shot(driver, "map")

        demo_tour(driver, base)

        german = browser("de-DE")
        try:
            german.get(base + "/")
            check(heading(german) == "Neuigkeiten", "a browser asking for German (Accept-Language) gets German pages")
            check(german.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de", "its pages say lang=de")
            german.get(event_address)
            check("Favoriten" in german.page_source, "the favourite made in English shows on its German page")
            shot(german, "event-de")
        finally:
            german.quit()

        driver.get(base + "/nowhere")
        check(heading(driver) == "Not found", "an unknown address shows the Not found page")
        width = driver.execute_script("return document.documentElement.scrollWidth")
        check(width <= 390, f"the page fits a 390 px wide phone (scroll width {width})")
    finally:
        driver.quit()
        server.terminate()
        try:
            server.wait(timeout=20)
            check(server.returncode == 0, "Ctrl-C (SIGTERM) stops the server cleanly")
        except subprocess.TimeoutExpired:
            server.kill()
            check(False, "the server stops when asked")
    if failures:
        print(f"\n{len(failures)} check(s) failed")
        sys.exit(1)
    print("\nthe browser suite passed")


main()
