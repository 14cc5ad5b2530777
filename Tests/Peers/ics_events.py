#!/usr/bin/env python3
"""Reads an iCalendar file with the `icalendar` package (an independent parser, from PyPI) and
prints its calendar properties and events as JSON, for Conbook's tests to compare with the Core.

Usage: ics_events.py FILE
Times are printed as seconds since the epoch (UTC); text as the parser unescaped it.
"""
import datetime
import json
import sys

import icalendar


def seconds(value):
    moment = value.dt
    if not isinstance(moment, datetime.datetime):
        raise SystemExit(f"not a date-time: {moment!r}")
    if moment.tzinfo is None:
        raise SystemExit(f"a floating time: {moment!r}")
    return int(moment.timestamp())


def end(event):
    """DTEND, else DTSTART plus DURATION (RFC 5545 §3.8.2.5; Python adds days to the wall-clock
    time, as the RFC's nominal days want), else None."""
    if "DTEND" in event:
        return seconds(event["DTEND"])
    if "DURATION" in event:
        moment = event["DTSTART"].dt + event["DURATION"].dt
        if not isinstance(moment, datetime.datetime) or moment.tzinfo is None:
            raise SystemExit(f"not an instant: {moment!r}")
        return int(moment.timestamp())
    return None


def text(component, name):
    value = component.get(name)
    return None if value is None else str(value)


def main(path):
    with open(path, "rb") as file:
        calendar = icalendar.Calendar.from_ical(file.read())
    events = []
    for event in calendar.walk("VEVENT"):
        categories = event.get("CATEGORIES")
        events.append({
            "uid": text(event, "UID"),
            "summary": text(event, "SUMMARY"),
            "location": text(event, "LOCATION"),
            "description": text(event, "DESCRIPTION"),
            "categories": [str(c) for c in categories.cats] if categories is not None else [],
            "url": text(event, "URL"),
            "status": text(event, "STATUS"),
            "start": seconds(event["DTSTART"]),
            "end": end(event),
            "stamp": seconds(event["DTSTAMP"]),
        })
    print(json.dumps({
        "version": text(calendar, "VERSION"),
        "prodid": text(calendar, "PRODID"),
        "name": text(calendar, "X-WR-CALNAME"),
        "events": events,
    }))


if __name__ == "__main__":
    main(sys.argv[1])
