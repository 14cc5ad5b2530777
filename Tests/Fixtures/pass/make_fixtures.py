#!/usr/bin/env python3
"""Writes the badge pass fixtures: Aztec codes made by zxing-cpp (PyPI `zxing-cpp`, 3.1.1), as
SVG pictures in the shapes code writers draw them.

Usage: python3 make_fixtures.py   (in this folder; `pip install zxing-cpp==3.1.1` first)

- aztec-1234-zint-path.svg: zxing-cpp's own SVG (its writer is Zint's): a document type naming
  the SVG DTD, a white background rect, one <path> of `M x y h w v h h -w Z` outlines, 3 units a
  module.
- aztec-1234-rects.svg: a rect per horizontal run of dark modules (as ZXing.Net's SvgRenderer,
  which the Eurofurence backend uses, draws), 4 units a module, a 4-module quiet zone, a
  viewBox and a white background rect.
- aztec-1234-modules.svg: a rect per dark module, 1 unit a module, at an offset of 2 units,
  width and height only, no background.
- aztec-long-rects.svg: a longer payload (a larger code), drawn as aztec-1234-rects.svg.
- *.txt: each code's modules from zxing-cpp's bit matrix, a row a line, `X` dark: what the
  reader must find.
"""
import zxingcpp

PAYLOADS = {"1234": "1234", "long": "EF30-REG-0004711-CHECKED-IN-2026"}


def matrix(text):
    barcode = zxingcpp.create_barcode(text, zxingcpp.BarcodeFormat.Aztec)
    image = barcode.to_image(scale=1, add_quiet_zones=False)
    height, width = image.shape[:2]
    data = bytes(memoryview(image))
    return barcode, [[data[y * width + x] < 128 for x in range(width)] for y in range(height)]


def runs(row):
    start = None
    for x, dark in enumerate(row + [False]):
        if dark and start is None:
            start = x
        elif not dark and start is not None:
            yield start, x - start
            start = None


def rects_svg(modules, scale, quiet):
    size = (len(modules) + 2 * quiet) * scale
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{size}" height="{size}" viewBox="0 0 {size} {size}">',
        f'<rect x="0" y="0" width="{size}" height="{size}" fill="rgb(255,255,255)"/>',
    ]
    for y, row in enumerate(modules):
        for x, length in runs(row):
            lines.append(
                f'<rect x="{(x + quiet) * scale}" y="{(y + quiet) * scale}" width="{length * scale}" '
                f'height="{scale}" fill="rgb(0,0,0)"/>'
            )
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def modules_svg(modules, offset):
    size = len(modules) + 2 * offset
    lines = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}">', "<g>"]
    for y, row in enumerate(modules):
        for x, dark in enumerate(row):
            if dark:
                lines.append(f'<rect x="{x + offset}" y="{y + offset}" width="1" height="1"/>')
    lines += ["</g>", "</svg>"]
    return "\n".join(lines) + "\n"


def write(name, text):
    with open(name, "w", encoding="utf-8") as file:
        file.write(text)


for key, payload in PAYLOADS.items():
    barcode, modules = matrix(payload)
    write(f"aztec-{key}.txt", "".join("".join("X" if dark else "." for dark in row) + "\n" for row in modules))
    write(f"aztec-{key}-rects.svg", rects_svg(modules, scale=4, quiet=4))
    if key == "1234":
        write("aztec-1234-zint-path.svg", barcode.to_svg(scale=3))
        write("aztec-1234-modules.svg", modules_svg(modules, offset=2))
