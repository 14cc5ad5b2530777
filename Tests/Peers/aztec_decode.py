#!/usr/bin/env python3
"""Decodes the Aztec codes (or the codes of another format zxing-cpp names, e.g. QRCode) in a greyscale picture with zxing-cpp (PyPI `zxing-cpp`, an
independent reader) and prints what it read as JSON: [{"format": ..., "text": ...}, ...].

Usage: aztec_decode.py FILE.pgm [FORMAT]
The picture is a binary PGM (P5, 8 bits). Inverted codes (light on dark) are not tried: a code
drawn the wrong way round must not pass.
"""
import json
import sys

import zxingcpp


def read_pgm(path):
    with open(path, "rb") as file:
        data = file.read()
    fields = []
    index = 0
    while len(fields) < 4:
        while data[index:index + 1].isspace():
            index += 1
        if data[index:index + 1] == b"#":
            while data[index:index + 1] not in (b"\n", b""):
                index += 1
            continue
        start = index
        while not data[index:index + 1].isspace():
            index += 1
        fields.append(data[start:index])
    if fields[0] != b"P5" or int(fields[3]) != 255:
        raise SystemExit("not an 8-bit binary PGM")
    width, height = int(fields[1]), int(fields[2])
    pixels = data[index + 1:index + 1 + width * height]
    return memoryview(bytearray(pixels)).cast("B", (height, width))


def main(path, format_name="Aztec"):
    image = read_pgm(path)
    barcode_format = getattr(zxingcpp.BarcodeFormat, format_name)
    barcodes = zxingcpp.read_barcodes(image, formats=barcode_format, try_invert=False)
    print(json.dumps([{"format": str(barcode.format), "text": barcode.text} for barcode in barcodes]))


if __name__ == "__main__":
    main(*sys.argv[1:3])
