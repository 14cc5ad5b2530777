#!/usr/bin/env python3
"""Expected events of the real schedule files in this folder.

Needs Python 3.11 and one PyPI package, python-dateutil (2.9.0.post0), for the
expansion of recurrence rules; everything else is the standard library (json,
html, re, xml.etree, zoneinfo). zoneinfo reads the system's zone database
(here tzdata 2025b); where there is none, install the PyPI package tzdata.

Run from anywhere:

    pip install python-dateutil==2.9.0.post0
    python3.11 Tests/Fixtures/real/expected.py            # every programme file
    python3.11 Tests/Fixtures/real/expected.py FILE ...   # only these

For each line of MANIFEST.tsv (one per programme file) it writes
expected/<file>.tsv: one line per event, ``START<TAB>TITLE``, START the start
instant in UTC (``YYYY-MM-DDTHH:MM:SSZ``), TITLE with white space collapsed
and trimmed; lines sorted, duplicates kept. Two entries count once only when
their identifier (iCalendar UID, the item's id or guid), start, end and title
are all equal. MANIFEST's time_zone is the IANA zone for local times that the
file does not place itself ("-" when the file names its zone).

The readers are written independently of Conbook, from the format
specifications and the behaviour of the producing tools; the comments give
the rule each one follows.
"""
from __future__ import annotations

import datetime as dt
import html
import json
import os
import quopri
import re
import sys
import xml.etree.ElementTree as ET
from zoneinfo import ZoneInfo

from dateutil import rrule as du_rrule

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "expected")
UTC = dt.timezone.utc
MAX_INSTANCES = 1000  # per recurring event


# ================================================================ common

class Event:
    __slots__ = ("ident", "start", "end", "title")

    def __init__(self, ident, start, end, title):
        self.ident = None if ident in (None, "") else str(ident)
        self.start = start      # aware datetime
        self.end = end          # aware datetime or None
        self.title = collapse(title)


def collapse(text) -> str:
    """Runs of white space (Unicode: str.isspace, so U+00A0 too, not U+200B)
    become one space; the ends are trimmed."""
    return re.sub(r"\s+", " ", text or "").strip()


def utc_text(instant: dt.datetime) -> str:
    return instant.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def known_zone(name):
    """The zoneinfo zone of that name (IANA names and legacy aliases such as
    US/Eastern), or None when zoneinfo does not know it."""
    if not name or not name.strip() or name.strip() == "-":
        return None
    try:
        return ZoneInfo(name.strip())
    except Exception:
        return None


def need_zone(zone, what):
    if zone is None:
        raise ValueError(f"{what}: local time but no zone (give one in MANIFEST.tsv)")
    return zone


def expected_lines(events) -> list[str]:
    """Rule for every format: an entry counts once only when identifier,
    start, end and title are all equal to another's (an entry without an
    identifier always counts); the rest are kept, duplicates included."""
    seen, lines = set(), []
    for e in events:
        if e.ident is not None:
            key = (e.ident, e.start.astimezone(UTC),
                   None if e.end is None else e.end.astimezone(UTC), e.title)
            if key in seen:
                continue
            seen.add(key)
        lines.append(f"{utc_text(e.start)}\t{e.title}")
    return sorted(lines)


ISO = re.compile(
    r"^\s*(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?"
    r"\s*(Z|[+-]\d{2}(?::?\d{2})?)?\s*$")


def parse_iso(text, zone, ignore_offset=False):
    """ISO 8601 date-time: exact when it carries Z or an offset, else local
    in ``zone``. With ignore_offset the Z/offset is dropped (wall-clock)."""
    m = ISO.match(str(text))
    if not m:
        raise ValueError(f"not a date-time: {text!r}")
    y, mo, d, h, mi = (int(m.group(i)) for i in range(1, 6))
    s = int(m.group(6) or 0)
    off = None if ignore_offset else m.group(7)
    if off is None:
        return dt.datetime(y, mo, d, h, mi, s, tzinfo=need_zone(zone, text))
    if off == "Z":
        return dt.datetime(y, mo, d, h, mi, s, tzinfo=UTC)
    sign = -1 if off[0] == "-" else 1
    digits = off[1:].replace(":", "")
    delta = dt.timedelta(hours=int(digits[:2]), minutes=int(digits[2:4] or 0))
    return dt.datetime(y, mo, d, h, mi, s, tzinfo=dt.timezone(sign * delta))


def parse_clock(text) -> dt.timedelta:
    """A duration 'HH:MM', 'H:MM' or 'HH:MM:SS'."""
    parts = [int(p) for p in str(text).strip().split(":")]
    if len(parts) == 2:
        return dt.timedelta(hours=parts[0], minutes=parts[1])
    if len(parts) == 3:
        return dt.timedelta(hours=parts[0], minutes=parts[1], seconds=parts[2])
    raise ValueError(f"not a clock time: {text!r}")


def load_json(path):
    with open(path, encoding="utf-8-sig") as f:  # a UTF-8 BOM is allowed
        return json.load(f)


def json_title(value) -> str:
    """JSON formats: an i18n map gives its English (else first) text; HTML
    entities are decoded."""
    if isinstance(value, dict):
        value = value.get("en") or next((v for _, v in sorted(value.items()) if v), "")
    return html.unescape("" if value is None else str(value))


# ================================================================ schedule.xml

C0 = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f]")


def parse_xml(path):
    """C0 control characters (not allowed in XML 1.0) are stripped before
    parsing (frab-klimacamp-2015.xml has U+0006 in a description)."""
    with open(path, "rb") as f:
        return ET.fromstring(C0.sub(b"", f.read()))


def hms(text) -> dt.time:
    parts = [int(p) for p in text.strip().split(":")] + [0, 0]
    return dt.time(parts[0], parts[1], parts[2])


def read_schedule_xml(path, zone):
    """frab/Pentabarf/pretalx/wafer/c3voc schedule.xml.

    - Conference zone: <time_zone_name>, else the MANIFEST zone.
    - An event's <date> (ISO with offset) gives the start, exactly; except
      when its offset is +00:00/Z, its wall-clock time equals the event's
      <start> and the conference zone is not at offset 0 then: that <date>
      is the local time in the conference zone (old wafer bug, DebConf17).
    - Without <date>: the <day date> plus <start> in the conference zone;
      a <start> before <day_change> falls on the next calendar date.
    - Title: the direct <title> child only (hub nests attachment titles).
    - End: start + <duration>. Identifier: the guid attribute, else id.
    """
    root = parse_xml(path)
    conf = root.find("conference")
    tz = known_zone(conf.findtext("time_zone_name") if conf is not None else None) or zone
    day_change_text = (conf.findtext("day_change") if conf is not None else None) or ""
    day_change = hms(day_change_text) if day_change_text.strip() else dt.time(0)
    for day in root.iter("day"):
        day_date = day.get("date")
        for ev in day.iter("event"):
            title_el = ev.find("title")
            title = "".join(title_el.itertext()) if title_el is not None else ""
            start_text = (ev.findtext("start") or "").strip()
            date_text = (ev.findtext("date") or "").strip()
            if date_text:
                start = parse_iso(date_text, tz)
                if (start.utcoffset() == dt.timedelta(0) and start_text
                        and start.time() == hms(start_text) and tz is not None):
                    wall = start.replace(tzinfo=None)
                    if tz.utcoffset(wall) != dt.timedelta(0):
                        start = wall.replace(tzinfo=tz)
            elif start_text and day_date:
                clock = hms(start_text)
                date = dt.date.fromisoformat(day_date.strip())
                if clock < day_change:
                    date += dt.timedelta(days=1)
                start = dt.datetime.combine(date, clock).replace(tzinfo=need_zone(tz, path))
            else:
                continue
            duration = (ev.findtext("duration") or "").strip()
            end = start + parse_clock(duration) if duration else None
            yield Event(ev.get("guid") or ev.get("id"), start, end, title)


# ================================================================ xCal

def local_name(tag: str) -> str:
    return tag.rsplit("}", 1)[-1].split(":")[-1]


def ical_time_text(text):
    """'20150811T160000' or '2015-08-11T16:00:00', optional Z.
    Returns (naive datetime, is_utc, is_date)."""
    s = text.strip()
    is_utc = s.endswith("Z")
    s = s.rstrip("Z").replace("-", "").replace(":", "")
    if "T" not in s:
        if not re.fullmatch(r"\d{8}", s):
            raise ValueError(f"not a date: {text!r}")
        return dt.datetime.strptime(s, "%Y%m%d"), False, True
    date_part, time_part = s.split("T", 1)
    if not re.fullmatch(r"\d{8}", date_part) or not re.fullmatch(r"\d{4}(\d{2})?", time_part):
        raise ValueError(f"not a date-time: {text!r}")
    naive = dt.datetime.strptime(date_part + (time_part + "00")[:6], "%Y%m%d%H%M%S")
    return naive, is_utc, False


def read_xcal(path, zone):
    """xCal (RFC 6321) as frab writes it: each <vevent>'s dtstart, UTC with
    Z, else local in x-wr-timezone, else the MANIFEST zone. Title: the
    pentabarf:title child when present (frab's summary is 'Title- Subtitle'),
    else summary. End: dtend. Identifier: uid."""
    root = parse_xml(path)
    for vcal in [e for e in root.iter() if local_name(e.tag) == "vcalendar"] or [root]:
        xwr = next(((c.text or "") for c in vcal if local_name(c.tag) == "x-wr-timezone"), None)
        tz = known_zone(xwr) or zone
        for ev in vcal.iter():
            if local_name(ev.tag) != "vevent":
                continue
            fields = {}
            for child in ev:
                key = "pentabarf-title" if "pentabarf" in child.tag and local_name(child.tag) == "title" \
                    else local_name(child.tag)
                fields.setdefault(key, "".join(child.itertext()))
            title = fields.get("pentabarf-title", fields.get("summary"))
            if not (fields.get("dtstart") or "").strip():
                continue

            def instant(text):
                naive, is_utc, _ = ical_time_text(text)
                return naive.replace(tzinfo=UTC if is_utc else need_zone(tz, path))

            start = instant(fields["dtstart"])
            end = instant(fields["dtend"]) if (fields.get("dtend") or "").strip() else None
            yield Event(fields.get("uid"), start, end, title)


# ================================================================ iCalendar
# A lenient hand-written reader (RFC 5545): bytes-level unfolding, any line
# break, charset fallback, VTIMEZONE resolution, dateutil for RRULE.

BREAK = re.compile(rb"\r*\n|\r+(?!\n)")  # LF, CRLF, CRCRLF, bare CR


class Comp:
    def __init__(self, name):
        self.name = name
        self.props: list[tuple[str, dict, str]] = []
        self.children: list[Comp] = []

    def get(self, name):
        return next(((p, v) for n, p, v in self.props if n == name), None)

    def all(self, name):
        return [(p, v) for n, p, v in self.props if n == name]


def decode_bytes(b: bytes, charset) -> str:
    """UTF-8; bytes that are not UTF-8 are read as the line's CHARSET when it
    names one, else as Windows-1252."""
    try:
        return b.decode("utf-8")
    except UnicodeDecodeError:
        pass
    if charset:
        try:
            return b.decode(charset)
        except (LookupError, UnicodeDecodeError):
            pass
    return b.decode("cp1252", errors="replace")


def split_unquoted(s: str, sep: str) -> list[str]:
    out, cur, quoted = [], [], False
    for c in s:
        if c == '"':
            quoted = not quoted
        if c == sep and not quoted:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    out.append("".join(cur))
    return out


def content_line(line: str):
    """NAME;PARAM=VALUE:value -> (NAME, {PARAM: VALUE}, value) or None."""
    quoted = False
    for i, c in enumerate(line):
        if c == '"':
            quoted = not quoted
        elif c == ":" and not quoted:
            head, value = line[:i], line[i + 1:]
            break
    else:
        return None
    parts = split_unquoted(head, ";")
    name = parts[0].strip().upper()
    if not re.fullmatch(r"[A-Z0-9-]+", name):
        return None
    params = {}
    for p in parts[1:]:
        if "=" in p:
            k, v = p.split("=", 1)
            params[k.strip().upper()] = v.strip().strip('"')
    return name, params, value


def parse_ics(raw: bytes) -> list[Comp]:
    """The VCALENDAR components of the file. A UTF-16 file (BOM) is decoded
    as UTF-16; a UTF-8 BOM is skipped; lines outside BEGIN:VCALENDAR ...
    END:VCALENDAR are ignored; blank lines are skipped; quoted-printable soft
    line breaks ('=' at the end) join the next line."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raw = raw.decode("utf-16").encode("utf-8")
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    logical: list[bytes] = []
    for ln in BREAK.split(raw):
        if ln[:1] in (b" ", b"\t") and logical:
            logical[-1] += ln[1:]  # unfold at the byte level (a fold may split a UTF-8 sequence)
        else:
            logical.append(ln)
    calendars: list[Comp] = []
    stack: list[Comp] = []  # empty: outside any VCALENDAR
    pending_qp = None
    for lb in logical:
        if not lb.strip():
            continue
        if pending_qp is not None:
            comp, idx = pending_qp
            n, p, v = comp.props[idx]
            comp.props[idx] = (n, p, v[:-1] + lb.decode("latin-1"))
            if not comp.props[idx][2].endswith("="):
                pending_qp = None
            continue
        m = re.search(rb";CHARSET=([A-Za-z0-9_-]+)", lb, re.I)
        parsed = content_line(decode_bytes(lb, m.group(1).decode() if m else None))
        if parsed is None:
            continue
        name, params, value = parsed
        if name == "BEGIN":
            comp = Comp(value.strip().upper())
            if not stack:
                if comp.name != "VCALENDAR":
                    continue
                calendars.append(comp)
            else:
                stack[-1].children.append(comp)
            stack.append(comp)
        elif name == "END":
            for i in range(len(stack) - 1, -1, -1):  # pop to the matching BEGIN
                if stack[i].name == value.strip().upper():
                    del stack[i:]
                    break
        elif stack:
            stack[-1].props.append((name, params, value))
            if params.get("ENCODING", "").upper() == "QUOTED-PRINTABLE" and value.endswith("="):
                pending_qp = (stack[-1], len(stack[-1].props) - 1)
    return calendars


def text_value(params, value) -> str:
    """TEXT value: quoted-printable decoded when so encoded, then the
    backslash escapes undone."""
    if params.get("ENCODING", "").upper() == "QUOTED-PRINTABLE":
        value = decode_bytes(quopri.decodestring(value.encode("latin-1", errors="replace")),
                             params.get("CHARSET"))
    return re.sub(r"\\(.)", lambda m: "\n" if m.group(1) in "nN" else m.group(1), value)


def utc_offset(text) -> dt.timedelta:
    s = text.strip()
    sign = -1 if s.startswith("-") else 1
    s = s.lstrip("+-")
    return sign * dt.timedelta(hours=int(s[0:2]), minutes=int(s[2:4]),
                               seconds=int(s[4:6]) if len(s) >= 6 else 0)


def split_until(rule: str):
    """RRULE text without its UNTIL part, and UNTIL as ical_time_text()."""
    keep, until = [], None
    for part in (p for p in rule.strip().split(";") if p):
        if part.upper().startswith("UNTIL="):
            until = ical_time_text(part.split("=", 1)[1])
        else:
            keep.append(part)
    return ";".join(keep), until


class VTimezone(dt.tzinfo):
    """A zone built from a VTIMEZONE (used only for a TZID that zoneinfo does
    not know). Observance onsets: DTSTART, RDATEs, RRULE (dateutil) up to
    2100. Before the first onset the earliest observance's TZOFFSETFROM."""

    def __init__(self, comp: Comp):
        self.trans = []
        for ob in comp.children:
            if ob.name not in ("STANDARD", "DAYLIGHT") or not ob.get("DTSTART"):
                continue
            first = ical_time_text(ob.get("DTSTART")[1])[0]
            off_from = utc_offset(ob.get("TZOFFSETFROM")[1]) if ob.get("TZOFFSETFROM") else dt.timedelta(0)
            off_to = utc_offset(ob.get("TZOFFSETTO")[1]) if ob.get("TZOFFSETTO") else off_from
            onsets = {first}
            for _, v in ob.all("RDATE"):
                onsets.update(ical_time_text(x.split("/")[0])[0] for x in v.split(",") if x.strip())
            for _, v in ob.all("RRULE"):
                rule, until = split_until(v)
                last = dt.datetime(2100, 1, 1)
                if until is not None:
                    last = min(last, until[0] + off_from if until[1] else until[0])
                onsets.update(du_rrule.rrulestr(rule, dtstart=first).between(first, last, inc=True))
            self.trans += [(o, off_from, off_to) for o in onsets]
        self.trans.sort(key=lambda t: t[0])

    def utcoffset(self, d):
        if not self.trans:
            return dt.timedelta(0)
        naive, current = d.replace(tzinfo=None), self.trans[0][1]
        for onset, _, off_to in self.trans:
            if naive < onset:
                break
            current = off_to
        return current

    def dst(self, d):
        return dt.timedelta(0)

    def tzname(self, d):
        return None


def duration_value(text) -> dt.timedelta:
    m = re.fullmatch(r"([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?", text.strip())
    if not m:
        return dt.timedelta(0)
    sign = -1 if m.group(1) == "-" else 1
    w, d, h, mi, s = (int(x) if x else 0 for x in m.groups()[1:])
    return sign * dt.timedelta(weeks=w, days=d, hours=h, minutes=mi, seconds=s)


class Calendar:
    """One VCALENDAR and how its times are placed."""

    def __init__(self, comp: Comp, manifest_zone):
        self.comp = comp
        self.prodid = (comp.get("PRODID") or ({}, ""))[1]
        xwr = comp.get("X-WR-TIMEZONE")
        self.floating = (known_zone(xwr[1]) if xwr else None) or manifest_zone
        self.vtimezones = {c.get("TZID")[1].strip(): c for c in comp.children
                           if c.name == "VTIMEZONE" and c.get("TZID")}
        self._built = {}

    def zone(self, params):
        """TZID rule: a TZID that zoneinfo knows (IANA name or legacy alias)
        uses zoneinfo and the file's VTIMEZONE is ignored; another TZID is
        read through the file's VTIMEZONE of that TZID; without either (or
        without TZID: a floating time) X-WR-TIMEZONE, then the MANIFEST zone."""
        tzid = (params.get("TZID") or "").strip()
        if tzid:
            z = known_zone(tzid)
            if z is not None:
                return z
            if tzid in self.vtimezones:
                if tzid not in self._built:
                    self._built[tzid] = VTimezone(self.vtimezones[tzid])
                return self._built[tzid]
        return need_zone(self.floating, "floating iCalendar time")

    def instant(self, params, value):
        """Aware datetime, or None for a date (all-day) value. The value's
        shape decides: DTSTART;VALUE=DATE:20090101T200000 is a date-time.
        Raises ValueError when the value cannot be read."""
        naive, is_utc, is_date = ical_time_text(value)
        if is_date:
            return None
        return naive.replace(tzinfo=UTC if is_utc else self.zone(params))


EXPANDED_FREQ = {"DAILY", "WEEKLY", "MONTHLY"}
UNSUPPORTED_BY = {"BYSETPOS", "BYWEEKNO", "BYYEARDAY", "BYHOUR", "BYMINUTE"}


def rule_parts(rule: str) -> dict:
    return {k.strip().upper(): v.strip() for k, _, v in
            (p.partition("=") for p in rule.strip().split(";") if p.strip())}


def expandable(rule: str) -> bool:
    """Only FREQ=DAILY, WEEKLY and MONTHLY (MONTHLY with BYDAY such as 4WE or
    -1FR, or BYMONTHDAY) are expanded; other FREQs and rules with BYSETPOS,
    BYWEEKNO, BYYEARDAY, BYHOUR or BYMINUTE are not."""
    parts = rule_parts(rule)
    return parts.get("FREQ", "").upper() in EXPANDED_FREQ and not (UNSUPPORTED_BY & parts.keys())


def read_icalendar(path, zone):
    """iCalendar (RFC 5545) VEVENTs.

    - DTSTART that cannot be read: the VEVENT is left out; all-day (date)
      DTSTART: left out. End: DTEND, else DTSTART + DURATION, else DTSTART.
    - Title: SUMMARY; in pretalx files (PRODID) 'Title - Speakers', the part
      before the last ' - '.
    - Recurrence: RRULE (DTSTART is always the first instance), RDATE,
      EXDATE, RECURRENCE-ID overrides replacing their instance (an override
      matching no instance is added as it stands; one with
      RANGE=THISANDFUTURE is left out and the series keeps its instance).
      A series with a rule that is not expandable (see expandable()) is
      left out entirely, overrides included. A rule without COUNT/UNTIL is
      expanded up to one day after the last end of the file's non-recurring
      timed events, or, when there are none, up to 366 days after DTSTART.
      At most 1000 instances per event.
    """
    with open(path, "rb") as f:
        calendars = [Calendar(c, zone) for c in parse_ics(f.read())]
    vevents = [(cal, ev) for cal in calendars for ev in cal.comp.children if ev.name == "VEVENT"]

    def uid_of(ev):
        g = ev.get("UID")
        return g[1].strip() if g else None

    def title_of(cal, ev):
        g = ev.get("SUMMARY")
        title = text_value(*g) if g else ""
        if "pretalx" in cal.prodid.lower() and " - " in title:
            title = title.rsplit(" - ", 1)[0]
        return title

    def start_of(cal, ev):
        g = ev.get("DTSTART")
        if not g:
            return None
        try:
            return cal.instant(*g)
        except ValueError:
            return None

    def end_of(cal, ev, start):
        g = ev.get("DTEND")
        if g:
            try:
                end = cal.instant(*g)
            except ValueError:
                end = None
            if end is not None:
                return end
        g = ev.get("DURATION")
        return start + duration_value(g[1]) if g else start

    def recurring(ev):
        return bool(ev.all("RRULE") or ev.all("RDATE"))

    # Cut-off for rules without COUNT/UNTIL.
    last_end = None
    for cal, ev in vevents:
        if recurring(ev) or ev.get("RECURRENCE-ID"):
            continue
        start = start_of(cal, ev)
        if start is not None:
            end = max(end_of(cal, ev, start), start)
            last_end = end if last_end is None else max(last_end, end)
    file_limit = last_end + dt.timedelta(days=1) if last_end else None

    masters, overrides = {}, {}
    for cal, ev in vevents:
        uid = uid_of(ev)
        if ev.get("RECURRENCE-ID"):
            overrides.setdefault(uid, []).append(ev)
        elif recurring(ev) and uid is not None:
            masters.setdefault(uid, ev)

    def override_key(cal, ev, tz):
        params, value = ev.get("RECURRENCE-ID")
        naive, is_utc, is_date = ical_time_text(value)
        if is_date:
            return ("date", naive.date())
        return ("time", naive.replace(tzinfo=UTC if is_utc else (cal.zone(params) if params.get("TZID") else tz))
                .astimezone(UTC))

    for cal, ev in vevents:
        uid = uid_of(ev)
        if ev.get("RECURRENCE-ID"):
            if uid in masters:
                continue  # placed with its series
            params = ev.get("RECURRENCE-ID")[0]
            start = start_of(cal, ev)
            if start is not None and params.get("RANGE", "").upper() != "THISANDFUTURE":
                yield Event(uid, start, end_of(cal, ev, start), title_of(cal, ev))
            continue
        start = start_of(cal, ev)
        if start is None:
            continue
        end = end_of(cal, ev, start)
        if not recurring(ev):
            yield Event(uid, start, end, title_of(cal, ev))
            continue
        rules = [v for _, v in ev.all("RRULE")]
        if not all(expandable(r) for r in rules):
            continue  # not expanded: the whole series is left out
        length, title = end - start, title_of(cal, ev)
        tz, first = start.tzinfo, start.replace(tzinfo=None)
        wall = {first}  # instances as wall-clock times in DTSTART's zone
        for rule_text in rules:
            rule, until = split_until(rule_text)
            if until is not None:
                naive, is_utc, is_date = until
                if is_utc:
                    last = naive.replace(tzinfo=UTC).astimezone(tz).replace(tzinfo=None)
                elif is_date:
                    last = naive.replace(hour=23, minute=59, second=59)
                else:
                    last = naive
            elif "COUNT" in rule_parts(rule):
                last = None
            else:  # unbounded
                last = (file_limit.astimezone(tz).replace(tzinfo=None) if file_limit
                        else first + dt.timedelta(days=366))
            generated = 0
            for occurrence in du_rrule.rrulestr(rule, dtstart=first):
                if last is not None and occurrence > last:
                    break
                wall.add(occurrence)
                generated += 1
                if generated > MAX_INSTANCES:
                    break
        for params, value in ev.all("RDATE"):
            for x in (x.strip().split("/")[0] for x in value.split(",") if x.strip()):
                naive, is_utc, is_date = ical_time_text(x)
                if is_date:
                    continue
                rtz = UTC if is_utc else (cal.zone(params) if params.get("TZID") else tz)
                wall.add(naive.replace(tzinfo=rtz).astimezone(tz).replace(tzinfo=None) if rtz is not tz else naive)
        instances = sorted(w.replace(tzinfo=tz) for w in wall)[:MAX_INSTANCES]
        excluded, excluded_dates = set(), set()
        for params, value in ev.all("EXDATE"):
            for x in (x.strip() for x in value.split(",") if x.strip()):
                naive, is_utc, is_date = ical_time_text(x)
                if is_date:
                    excluded_dates.add(naive.date())
                else:
                    etz = UTC if is_utc else (cal.zone(params) if params.get("TZID") else tz)
                    excluded.add(naive.replace(tzinfo=etz).astimezone(UTC))
        by_key = {}
        for o in overrides.get(uid, []):
            if o.get("RECURRENCE-ID")[0].get("RANGE", "").upper() != "THISANDFUTURE":
                by_key[override_key(cal, o, tz)] = o
        matched = set()
        for inst in instances:
            if inst.astimezone(UTC) in excluded or inst.replace(tzinfo=None).date() in excluded_dates:
                continue
            o = by_key.get(("time", inst.astimezone(UTC))) or by_key.get(("date", inst.replace(tzinfo=None).date()))
            if o is None:
                yield Event(uid, inst, inst + length, title)
                continue
            matched.add(id(o))
            o_start = start_of(cal, o)
            if o_start is not None:
                yield Event(uid, o_start, end_of(cal, o, o_start), title_of(cal, o))
        for o in by_key.values():  # overrides matching no instance stand as they are
            if id(o) not in matched:
                o_start = start_of(cal, o)
                if o_start is not None:
                    yield Event(uid, o_start, end_of(cal, o, o_start), title_of(cal, o))


# ================================================================ KonOpas / ConClár

def _closing(text, start):
    """Index of the bracket closing the one at ``start`` (strings and
    comments skipped)."""
    depth, i, quote = 0, start, None
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif text.startswith("//", i):
            i = text.find("\n", i)
            if i < 0:
                break
            continue
        elif text.startswith("/*", i):
            i = text.find("*/", i) + 2
            continue
        elif c in "[{":
            depth += 1
        elif c in "]}":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise ValueError("array never closes")


def js_literal(src):
    """JSON, or a tolerant reading of a JavaScript literal (single quotes,
    unquoted keys, trailing commas, comments)."""
    try:
        return json.loads(src)
    except json.JSONDecodeError:
        pass
    out, i, n = [], 0, len(src)
    while i < n:
        c = src[i]
        if c in "\"'":
            j, buf = i + 1, []
            while src[j] != c:
                if src[j] == "\\":
                    buf.append(src[j:j + 2])
                    j += 2
                    continue
                buf.append('\\"' if src[j] == '"' else src[j])
                j += 1
            out.append('"' + "".join(buf).replace("\\'", "'") + '"')
            i = j + 1
        elif src.startswith("//", i):
            i = src.find("\n", i)
            i = n if i < 0 else i
        elif src.startswith("/*", i):
            i = src.find("*/", i) + 2
        elif re.match(r"[A-Za-z_$]", c):
            word = re.match(r"[A-Za-z_$][\w$]*", src[i:]).group(0)
            is_key = src[i + len(word):].lstrip().startswith(":") and word not in ("true", "false", "null")
            out.append(json.dumps(word) if is_key else word)
            i += len(word)
        else:
            out.append(c)
            i += 1
    return json.loads(re.sub(r",\s*([\]}])", r"\1", "".join(out)))


ASSIGN = re.compile(r"(?:^|[;\s])(?:var\s+|let\s+|const\s+|window\.)?([A-Za-z_$][\w$]*)\s*=\s*\[")


def script_arrays(text):
    """The arrays of a KonOpas/ConClár data file as [(name, value)] in file
    order; a bare JSON document gives [("", value)]."""
    text = text.lstrip("\ufeff")
    stripped = text.lstrip()
    if stripped.startswith(("[", "{")):
        try:
            return [("", json.loads(stripped))]
        except json.JSONDecodeError:
            pass
    arrays, pos = [], 0
    while (m := ASSIGN.search(text, pos)):
        start = m.end() - 1
        end = _closing(text, start)
        arrays.append((m.group(1), js_literal(text[start:end + 1])))
        pos = end + 1
    if not arrays and stripped.startswith("["):  # several bare arrays one after the other
        pos = text.index("[")
        while pos >= 0:
            end = _closing(text, pos)
            arrays.append(("", js_literal(text[pos:end + 1])))
            pos = text.find("[", end + 1)
    return arrays


DATE = re.compile(r"^\s*(\d{4})\D+(\d{1,2})\D+(\d{1,2})\s*$")
CLOCK = re.compile(r"^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*$")
HAS_OFFSET = re.compile(r"(Z|[+-]\d{2}(:?\d{2})?)\s*$")


def local_date_time(date_text, time_text, zone):
    """KonOpas splits the date on non-digits (new Date(y, m-1, d, h, min)), so
    '2016-4-15' is 15 April; 12-hour clocks and '25:00' are accepted."""
    dm, tm = DATE.match(str(date_text)), CLOCK.match(str(time_text))
    if not dm or not tm:
        raise ValueError(f"bad date/time: {date_text!r} {time_text!r}")
    hour = int(tm.group(1))
    if tm.group(4):
        hour = hour % 12 + (12 if tm.group(4).lower() == "pm" else 0)
    days, hour = divmod(hour, 24)
    day = dt.date(int(dm.group(1)), int(dm.group(2)), int(dm.group(3))) + dt.timedelta(days=days)
    return dt.datetime(day.year, day.month, day.day, hour, int(tm.group(2)), int(tm.group(3) or 0),
                       tzinfo=need_zone(zone, date_text))


def konopas_start(item, zone):
    """Start of a KonOpas/ConClár item: ``datetime`` with an offset or Z is
    exact; else ``date`` + ``time`` in the zone; else ``day`` + ``time`` when
    ``day`` is a Y-M-D date (KonOpas 0.1/0.2). A weekday name or number in
    ``day`` gives no date; an item with no date (or no time) is left out."""
    text = item.get("datetime")
    if isinstance(text, str) and HAS_OFFSET.search(text) and ISO.match(text):
        return parse_iso(text, zone)
    date_text = item.get("date")
    if not (isinstance(date_text, str) and date_text.strip()):
        day = item.get("day")
        date_text = day if isinstance(day, str) and DATE.match(day) else None
    time_text = item.get("time")
    if not date_text or not (isinstance(time_text, str) and time_text.strip()):
        return None
    return local_date_time(date_text, time_text, zone)


def read_konopas(path, zone):
    """KonOpas JavaScript (``var program``/``prog``) and ConClár JSON (bare
    list, or ``{schedule: [...]}``): the array named program/prog, else the
    first. End: start + ``mins``. Identifier: ``id``."""
    with open(path, encoding="utf-8") as f:
        arrays = script_arrays(f.read())
    if not arrays:
        raise ValueError("no programme array")
    items = next((v for n, v in arrays if n in ("program", "prog")), arrays[0][1])
    if isinstance(items, dict):
        items = items.get("schedule") or []
    for item in items:
        if not isinstance(item, dict):
            continue
        start = konopas_start(item, zone)
        if start is None:
            continue
        mins = item.get("mins")
        end = start + dt.timedelta(minutes=int(mins)) if str(mins).strip().isdigit() else None
        yield Event(item.get("id"), start, end, json_title(item.get("title")))


# ================================================================ Sessionize

def read_sessionize(path, zone):
    """Sessionize API v2 views: All ({sessions}), Sessions (groups with
    sessions), GridSmart (days[].rooms[].sessions; timeSlots repeat them).
    ``startsAt``/``endsAt`` are always the event's wall-clock time, read in
    the MANIFEST zone; a trailing Z (old Sessionize output) is ignored."""
    doc = load_json(path)
    if isinstance(doc, dict):
        sessions = doc.get("sessions") or []
    else:
        sessions = []
        for entry in (e for e in doc if isinstance(e, dict)):
            if "sessions" in entry and "groupName" in entry:
                sessions += entry["sessions"]
            elif "rooms" in entry:
                for room in entry["rooms"]:
                    sessions += room.get("sessions") or []
    for s in sessions:
        if s.get("startsAt"):
            start = parse_iso(s["startsAt"], zone, ignore_offset=True)
            end = parse_iso(s["endsAt"], zone, ignore_offset=True) if s.get("endsAt") else None
            yield Event(s.get("id"), start, end, json_title(s.get("title")))


# ================================================================ Indico

def indico_time(value):
    """{date, time, tz}: wall-clock time in the zone ``tz``."""
    if not value:
        return None
    return parse_iso(f"{value['date']}T{value['time']}", ZoneInfo(value["tz"]))


def read_indico(path, zone):
    """Indico HTTP API: event export (contributions of results[0], and those
    inside sessions[] with detail=sessions); timetable export (entries, a
    Session's child entries in its place). Identifier: db_id/id/uniqueId."""
    results = load_json(path)["results"]
    if isinstance(results, list):
        event = results[0]
        contributions = list(event.get("contributions") or [])
        for session in event.get("sessions") or []:
            contributions += session.get("contributions") or []
        entries = [(c.get("db_id", c.get("id")), c) for c in contributions]
    else:
        entries = []
        for days in results.values():
            for day in (days.values() if isinstance(days, dict) else []):
                for entry in (day.values() if isinstance(day, dict) else []):
                    children = entry.get("entries") or {}
                    group = children.values() if entry.get("entryType") == "Session" and children else [entry]
                    entries += [(e.get("uniqueId", e.get("id")), e) for e in group]
    for ident, e in entries:
        start = indico_time(e.get("startDate"))
        if start is not None:
            yield Event(ident, start, indico_time(e.get("endDate")),
                        json_title(e.get("title") or e.get("slotTitle")))


# ================================================================ pretalx widget

def read_pretalx_widget(path, zone):
    """pretalx widget JSON: talks[].start ISO (exact with offset/Z, else in
    ``timezone``). Identifier: code (breaks have none)."""
    doc = load_json(path)
    zone = known_zone(doc.get("timezone")) or zone
    for talk in doc.get("talks") or []:
        if talk.get("start"):
            start = parse_iso(talk["start"], zone)
            end = parse_iso(talk["end"], zone) if talk.get("end") else None
            yield Event(talk.get("code") or talk.get("id"), start, end, json_title(talk.get("title")))


# ================================================================ schedule.json

def read_schedule_json(path, zone):
    """frab/pretalx/c3voc schedule.json: an event's ``date`` (ISO with
    offset) when present; else the day's date + ``start`` in
    time_zone_name (else the MANIFEST zone), on the next date when before
    ``day_change``. End: start + ``duration``. Identifier: guid, else id."""
    conference = load_json(path)["schedule"]["conference"]
    zone = known_zone(conference.get("time_zone_name")) or zone
    day_change = conference.get("day_change")
    for day in conference["days"]:
        for events in (day.get("rooms") or {}).values():
            for e in events:
                if e.get("date"):
                    start = parse_iso(e["date"], zone)
                elif e.get("start") and day.get("date"):
                    start = local_date_time(day["date"], e["start"], zone)
                    if day_change and hms(e["start"]) < hms(day_change):
                        start += dt.timedelta(days=1)
                else:
                    continue
                end = start + parse_clock(e["duration"]) if e.get("duration") else None
                yield Event(e.get("guid") or e.get("id"), start, end, json_title(e.get("title")))


# ================================================================ schedule2

NOT_ACCEPTED = {"DRAFT", "SUBMITTED", "REJECTED"}


def read_schedule2(path, zone):
    """c3voc schedule2: events[] with ``start`` (else ``date``) ISO with
    offset; submissions not accepted (DRAFT/SUBMITTED/REJECTED) are left
    out. End: ``end``, else start + duration. Identifier: guid, else code."""
    schedule = load_json(path)["schedule"]
    zone = known_zone((schedule.get("conference") or {}).get("time_zone_name")) or zone
    for e in schedule.get("events") or []:
        if str(e.get("state") or "").upper() in NOT_ACCEPTED:
            continue
        text = e.get("start") or e.get("date")
        if not text:
            continue
        start = parse_iso(text, zone)
        if e.get("end"):
            end = parse_iso(e["end"], zone)
        else:
            end = start + parse_clock(e["duration"]) if e.get("duration") else None
        yield Event(e.get("guid") or e.get("code"), start, end, json_title(e.get("title")))


# ================================================================ main

READERS = {
    "icalendar": read_icalendar,
    "schedule-xml": read_schedule_xml,
    "xcal": read_xcal,
    "schedule-json": read_schedule_json,
    "schedule2": read_schedule2,
    "pretalx-widget": read_pretalx_widget,
    "indico": read_indico,
    "sessionize": read_sessionize,
    "conclar": read_konopas,
    "konopas": read_konopas,
}


def manifest():
    with open(os.path.join(HERE, "MANIFEST.tsv"), encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            if line.strip():
                yield dict(zip(header, line.rstrip("\n").split("\t")))


def main(argv):
    os.makedirs(OUT, exist_ok=True)
    only, total, files = set(argv[1:]), 0, 0
    for row in manifest():
        if only and row["file"] not in only:
            continue
        zone = None
        if row["time_zone"] not in ("", "-"):
            zone = ZoneInfo(row["time_zone"])
        reader = READERS[row["format"]]
        lines = expected_lines(reader(os.path.join(HERE, row["file"]), zone))
        with open(os.path.join(OUT, row["file"] + ".tsv"), "w", encoding="utf-8", newline="\n") as f:
            f.write("".join(line + "\n" for line in lines))
        total += len(lines)
        files += 1
        print(f"{len(lines):6d}  {row['format']:<14} {row['file']}")
    print(f"{total:6d}  events in {files} files")


if __name__ == "__main__":
    main(sys.argv)
