#!/usr/bin/env python3
"""Writes the picture fixtures of Tests/Fixtures/images (see SOURCES.md).

Run from anywhere with Pillow installed (`pip install pillow`): `python3 make_fixtures.py`.
The output is deterministic for a given Pillow and zlib; the committed files are what the
tests read, so running it again is only needed to add or change a fixture.
"""
import random
import struct
import zlib
from pathlib import Path

from PIL import Image

HERE = Path(__file__).resolve().parent

# The quadrants' colours, also in Tests/PicturesTests/PictureFixtures.swift.
TOP_LEFT = (230, 30, 30)      # red
TOP_RIGHT = (30, 200, 60)     # green
BOTTOM_LEFT = (40, 60, 220)   # blue
BOTTOM_RIGHT = (240, 220, 40)  # yellow


def quadrants(width=48, height=32):
    image = Image.new("RGB", (width, height))
    for y in range(height):
        for x in range(width):
            top, left = y < height // 2, x < width // 2
            image.putpixel((x, y), (TOP_LEFT if left else TOP_RIGHT) if top else (BOTTOM_LEFT if left else BOTTOM_RIGHT))
    return image


def venue():
    """A 1000 × 800 "venue map": the quadrants' colours as four rooms, for the loopback tests
    that sync the sample convention's venue map (its places are at up to (800, 700))."""
    image = Image.new("RGB", (1000, 800))
    for (x, y), colour in {(0, 0): TOP_LEFT, (500, 0): TOP_RIGHT, (0, 400): BOTTOM_LEFT, (500, 400): BOTTOM_RIGHT}.items():
        image.paste(colour, (x, y, x + 500, y + 400))
    return image


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(width, height, idat, bit_depth=8, colour_type=2, interlace=0):
    header = struct.pack(">IIBBBBB", width, height, bit_depth, colour_type, 0, 0, interlace)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def interlaced(image):
    """An 8-bit RGB PNG of the image, Adam7-interlaced (Pillow writes none): each pass's rows, filter 0."""
    width, height = image.size
    raw = b""
    for x0, y0, dx, dy in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]:
        columns = range(x0, width, dx)
        if not columns:
            continue
        for y in range(y0, height, dy):
            raw += b"\0" + b"".join(bytes(image.getpixel((x, y))) for x in columns)
    return png(width, height, zlib.compress(raw), interlace=1)


def segments(jpeg):
    """The JPEG's segments up to the first scan, as (marker, start, end) offsets, and where the scan starts."""
    position, found = 2, []
    while True:
        marker = jpeg[position + 1]
        length = struct.unpack(">H", jpeg[position + 2:position + 4])[0]
        found.append((marker, position, position + 2 + length))
        if marker == 0xDA:
            return found
        position += 2 + length


def write(name, data):
    (HERE / name).write_bytes(data)


def main():
    image = quadrants()
    image.save(HERE / "quadrants.png", optimize=False)
    image.save(HERE / "quadrants.jpg", quality=90, subsampling=0)
    image.save(HERE / "quadrants-progressive.jpg", quality=90, progressive=True, optimize=True)
    image.save(HERE / "restart-markers.jpg", quality=90, subsampling=0, restart_marker_blocks=1)
    write("interlaced.png", interlaced(quadrants(13, 11)))
    image.save(HERE / "quadrants.gif")
    venue().save(HERE / "venue.png", optimize=True)

    transparent = Image.new("RGBA", (16, 16))
    for y in range(16):
        for x in range(16):
            transparent.putpixel((x, y), (255, 0, 0, 255) if x < 8 else (0, 0, 255, 0))
    transparent.save(HERE / "transparent.png")

    grey = Image.new("L", (32, 8))
    grey.putdata([x * 8 for y in range(8) for x in range(32)])
    grey.save(HERE / "grey.png")

    image.convert("P", palette=Image.ADAPTIVE, colors=4).save(HERE / "palette.png")

    grey16 = Image.new("I;16", (8, 8))
    grey16.putdata([65535 if x < 4 else 0 for y in range(8) for x in range(8)])
    grey16.save(HERE / "grey16.png")

    whole = (HERE / "quadrants.png").read_bytes()
    write("truncated.png", whole[: len(whole) // 2])

    generator = random.Random(20240601)
    write("random.bin", bytes(generator.randrange(256) for _ in range(512)))

    # A header that claims 20000 × 20000 pixels, with valid CRCs and a few bytes of image data.
    write("huge-header.png", png(20000, 20000, zlib.compress(b"\x00" * 64)))

    # 8 × 8 pixels need 8 × (1 + 24) = 200 bytes; these few kilobytes inflate to 4 MB.
    write("inflate-bomb.png", png(8, 8, zlib.compress(b"\x00" * 4_000_000, 9)))

    jpeg = (HERE / "quadrants.jpg").read_bytes()
    scan = segments(jpeg)[-1]

    # A Huffman table (AC, slot 0) with 654 codes, before the scan: stb_image 2.27 overruns its arrays.
    counts = [0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 99, 99, 99, 99, 255]
    table = bytes([0x10]) + bytes(counts) + bytes(range(256)) * 2 + bytes(sum(counts) - 512)
    dht = b"\xff\xc4" + struct.pack(">H", 2 + len(table)) + table
    write("dht-overflow.jpg", jpeg[: scan[1]] + dht + jpeg[scan[1]:])

    # The scan decodes every component with AC table 3, which the picture never defines.
    header = bytearray(jpeg[scan[1]:scan[2]])
    for component in range(header[4]):
        header[6 + 2 * component] = (header[6 + 2 * component] & 0xF0) | 3
    write("undefined-table.jpg", jpeg[: scan[1]] + bytes(header) + jpeg[scan[2]:])

    # The frame header gives every component quantisation table 3, which the picture never defines.
    frame = next(segment for segment in segments(jpeg) if segment[0] == 0xC0)
    header = bytearray(jpeg[frame[1]:frame[2]])
    for component in range(header[9]):
        header[12 + 3 * component] = 3
    write("undefined-quantisation.jpg", jpeg[: frame[1]] + bytes(header) + jpeg[frame[2]:])

    # A progressive JPEG whose last scan (a refinement) is repeated until there are 120 more scans.
    progressive = (HERE / "quadrants-progressive.jpg").read_bytes()
    last_scan = progressive.rindex(b"\xff\xda")
    end = progressive.rindex(b"\xff\xd9")
    write("many-scans.jpg", progressive[:end] + progressive[last_scan:end] * 120 + progressive[end:])
    # The same at the limit's edge: 100 scans in all (10 + 90 repeats), and 101.
    write("hundred-scans.jpg", progressive[:end] + progressive[last_scan:end] * 90 + progressive[end:])
    write("hundred-and-one-scans.jpg", progressive[:end] + progressive[last_scan:end] * 91 + progressive[end:])


if __name__ == "__main__":
    main()
