#!/usr/bin/env python3
"""A synthetic convention as a frab schedule.xml, for the guide's load benchmark: COUNT events
over five days in a hundred rooms, titles from a fixed word list (seeded, so every run writes the
same file). With --change N, the N events every COUNT/N apart get a new title (a sync's change).

Usage: make-schedule.py COUNT OUTPUT [--change N]
"""
import random
import sys
from xml.sax.saxutils import escape

count, output = int(sys.argv[1]), sys.argv[2]
changed = int(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[3] == "--change" else 0
random.seed(2026)
words = ("dragon fox wolf otter raven badger lynx hare stag heron panel workshop meetup dance "
         "drawing writing costume music games science history craft stage quiz parade").split()
days, rooms = 5, 100
per_room = max(1, -(-count // (days * rooms)))
minutes = max(5, min(60, (16 * 60) // per_room))
changed_ids = set(range(0, count, max(1, count // changed))) if changed else set()

with open(output, "w", encoding="utf-8") as out:
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n<schedule>\n  <version>synthetic</version>\n')
    out.write("  <conference>\n    <acronym>synthcon</acronym>\n    <title>Synthetic Con</title>\n"
              "    <start>2026-08-19</start>\n    <end>2026-08-23</end>\n    <days>5</days>\n"
              "    <time_zone_name>Europe/Berlin</time_zone_name>\n  </conference>\n")
    number = 0
    for day in range(days):
        date = f"2026-08-{19 + day:02d}"
        out.write(f'  <day index="{day + 1}" date="{date}" start="{date}T06:00:00+02:00" end="{date}T23:59:00+02:00">\n')
        for room in range(rooms):
            out.write(f'    <room name="Room {room + 1}">\n')
            for slot in range(per_room):
                if number >= count:
                    break
                start = 6 * 60 + slot * minutes
                title = " ".join(random.choice(words) for _ in range(3)).title()
                if number in changed_ids:
                    title += " (moved)"
                out.write(
                    f'      <event guid="00000000-0000-4000-8000-{number:012d}" id="{number + 1}">\n'
                    f"        <date>{date}T{start // 60:02d}:{start % 60:02d}:00+02:00</date>\n"
                    f"        <start>{start // 60:02d}:{start % 60:02d}</start>\n"
                    f"        <duration>{minutes // 60:02d}:{minutes % 60:02d}</duration>\n"
                    f"        <room>Room {room + 1}</room>\n"
                    f"        <title>{escape(title)}</title>\n"
                    f"        <track>{escape(random.choice(words).title())}</track>\n"
                    f"        <type>talk</type>\n        <language>en</language>\n"
                    f"        <abstract>{escape(' '.join(random.choice(words) for _ in range(12)))}</abstract>\n"
                    f"        <persons><person id=\"{number % 5000}\">Host {number % 5000}</person></persons>\n"
                    f"      </event>\n")
                number += 1
            out.write("    </room>\n")
        out.write("  </day>\n")
    out.write("</schedule>\n")
