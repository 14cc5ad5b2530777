#!/usr/bin/env python3
"""Compares what libical (Tests/Peers/libical_compare.c) and Python's icalendar (ics_events.py)
read in iCalendar files: events, start and end instants, and whether either crashes or refuses.
Notes for choosing Conbook's iCalendar reader; not run by CI (libical is not a dependency).

Usage: libical_compare.py BINARY FILE...   (BINARY: libical_compare built from the .c file)
Prints one line per file and a summary.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(arguments):
    try:
        done = subprocess.run(arguments, capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "timeout", None
    if done.returncode < 0:
        return f"crash (signal {-done.returncode})", None
    if done.returncode != 0:
        return "refused", None
    try:
        return "read", json.loads(done.stdout.decode("utf-8", "replace"))
    except json.JSONDecodeError:
        return "unreadable output", None


def main(binary, files):
    tally = {}
    for path in files:
        libical_state, libical = run([binary, path])
        python_state, python = run([sys.executable, os.path.join(HERE, "ics_events.py"), path])
        line = [os.path.basename(path), f"libical: {libical_state}", f"icalendar: {python_state}"]
        if libical is not None:
            events = libical.get("events", [])
            line.append(f"libical events {len(events)}, errors noted {libical.get('errors')}")
            line.append(f"libical without instant {sum(1 for e in events if e['start'] is None)}")
            recurring = [e for e in events if "instanceCount" in e]
            if recurring:
                line.append("instances " + ",".join(f"{e['uid']}={e['instanceCount']}" for e in recurring))
        if libical is not None and python is not None:
            theirs = {e["uid"]: (e["start"], e["end"]) for e in python["events"]}
            ours = {e["uid"]: (e["start"], e["end"]) for e in libical.get("events", [])}
            differing = [uid for uid in theirs if ours.get(uid) != theirs[uid]]
            line.append(f"differ from icalendar: {len(differing)}" + (f" e.g. {differing[:3]}" if differing else ""))
        key = (libical_state, python_state)
        tally[key] = tally.get(key, 0) + 1
        print(" | ".join(line))
    print("summary (libical, icalendar):", {f"{k[0]}/{k[1]}": v for k, v in tally.items()})


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
