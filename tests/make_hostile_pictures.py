#!/usr/bin/env python3
"""Writes the crafted pictures of tests/pictures.cmake into one folder.

    make_hostile_pictures.py FOLDER

Each is a file a learner could meet, made here rather than kept in the
repository (the largest are tens of MiB):
  16bit-4000x3000.pgm, 16bit-4000x3000.ppm  valid 16-bit PNM (maxval 65535),
      a gradient whose high bytes vary and whose low bytes are constant;
  truncated.pgm        an 8-bit PGM cut off halfway through its pixels;
  empty-0x0.pgm        a PGM whose header says 0x0;
  truncated-rle.hdr    52 bytes: a Radiance HDR header and the start of a
                       run-length-encoded scanline;
  claims-20000x20000.png  a PNG of about 48 KB whose header says 20000x20000
                       (the compressed zeros of its first 2400 rows).
"""
import pathlib
import struct
import sys
import zlib


def pnm(magic, width, height, maxval, raster):
    return b"%s\n%d %d\n%d\n" % (magic, width, height, maxval) + raster


def sixteen_bit_rows(width, height, channels):
    # Sample x of a row: high byte x * 255 / (width - 1), low byte 0x5A. Read
    # as the low byte alone, the picture would be one flat gray.
    row = b"".join(struct.pack(">H", (x * 255 // (width - 1)) << 8 | 0x5A) * channels for x in range(width))
    return row * height


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_claiming(width, height, rows_present):
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)  # 8-bit gray, no interlace
    pixels = zlib.compress(b"\0" * ((width + 1) * rows_present), 9)  # filter byte 0, then the row
    return b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header) + png_chunk(b"IDAT", pixels) + png_chunk(b"IEND", b"")


def truncated_rle_hdr():
    header = b"#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n\n-Y 8 +X 8\n"
    scanline = b"\x02\x02\x00\x08\x85"  # a run-length scanline of width 8, then a run of 5 and no more
    hdr = header + scanline
    return hdr + b"\0" * (52 - len(hdr))


def main():
    folder = pathlib.Path(sys.argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "16bit-4000x3000.pgm": pnm(b"P5", 4000, 3000, 65535, sixteen_bit_rows(4000, 3000, 1)),
        "16bit-4000x3000.ppm": pnm(b"P6", 4000, 3000, 65535, sixteen_bit_rows(4000, 3000, 3)),
        "truncated.pgm": pnm(b"P5", 64, 48, 255, bytes(range(256)) * 6),
        "empty-0x0.pgm": pnm(b"P5", 0, 0, 255, b""),
        "truncated-rle.hdr": truncated_rle_hdr(),
        "claims-20000x20000.png": png_claiming(20000, 20000, 2400),
    }
    for name, data in files.items():
        (folder / name).write_bytes(data)


if __name__ == "__main__":
    main()
