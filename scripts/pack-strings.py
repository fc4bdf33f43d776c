#!/usr/bin/env python3
"""Packs the announcement tables into the one resource the package ships.

Translators edit the readable tables, Sources/ILikeToMoveItCore/Translations/MoveStrings-<tag>.json
(TRANSLATING.md beside them says how). An app copies only
Sources/ILikeToMoveItCore/Resources/MoveStrings.tables, which this script writes from them:
each table minified (no whitespace between tokens, non-ASCII characters as they are) and
compressed on its own as raw DEFLATE (RFC 1951, zlib level 9), so that the package inflates
only the language it is asked for (MoveStrings+Resources.swift reads the file, Inflater.swift
decodes it).

The file, all numbers big-endian:

    "MST1"                                   format and version
    count                                    2 bytes: the number of tables
    count times: tag length (1 byte), tag (ASCII), stream length (4 bytes)
    the streams, in the order of the index, one after the other, up to the end of the file

The tables are in the order of their tags (sorted as Python sorts strings), so the same
sources always give the same bytes with the same zlib. --check compares what the committed
file holds, table by table, inflated, with what the sources give, so a zlib that compresses
differently (zlib-ng, say) does not fail it.

Usage:
    python3 scripts/pack-strings.py           write the resource
    python3 scripts/pack-strings.py --check   write nothing; exit 1 when the committed resource
                                              is not what the tables give

Python 3's standard library only (json, zlib).
"""
import glob
import json
import os
import re
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources", "ILikeToMoveItCore", "Translations")
PACK = os.path.join(ROOT, "Sources", "ILikeToMoveItCore", "Resources", "MoveStrings.tables")
MAGIC = b"MST1"
TAG = re.compile(r"^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$")


def fail(message):
    sys.exit(f"pack-strings: {message}")


def no_duplicates(pairs):
    """A JSON object as a dict, refusing a key given twice (the second would silently win)."""
    keys = [key for key, _ in pairs]
    repeated = sorted({key for key in keys if keys.count(key) > 1})
    if repeated:
        raise ValueError(f"the key {repeated[0]!r} is given twice")
    return dict(pairs)


def minified(path):
    """The table at path as the package ships it: the same JSON, without whitespace."""
    try:
        with open(path, encoding="utf-8") as file:
            table = json.load(file, object_pairs_hook=no_duplicates)
    except (ValueError, UnicodeDecodeError) as error:
        fail(f"{os.path.relpath(path, ROOT)} is not a JSON table: {error}")
    return json.dumps(table, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def deflated(data):
    """Raw DEFLATE (no zlib header or checksum), level 9, the largest window and memory level."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY)
    return compressor.compress(data) + compressor.flush()


def pack():
    """The bytes of MoveStrings.tables, and the tags in it."""
    paths = glob.glob(os.path.join(SOURCES, "MoveStrings-*.json"))
    if not paths:
        fail(f"no tables MoveStrings-<tag>.json in {os.path.relpath(SOURCES, ROOT)}")
    tables = sorted((os.path.basename(path)[len("MoveStrings-"):-len(".json")], path) for path in paths)
    if len(tables) > 0xFFFF:
        fail("more tables than the index can count")
    index, streams = [MAGIC, struct.pack(">H", len(tables))], []
    for tag, path in tables:
        if not TAG.match(tag) or len(tag) > 0xFF:
            fail(f"{os.path.basename(path)}: {tag!r} is not a language tag")
        stream = deflated(minified(path))
        index.append(struct.pack(">B", len(tag)) + tag.encode("ascii") + struct.pack(">I", len(stream)))
        streams.append(stream)
    return b"".join(index + streams), [tag for tag, _ in tables]


def unpack(data):
    """The tags and inflated tables of a packed file; a ValueError says what is wrong."""
    if data[:4] != MAGIC or len(data) < 6:
        raise ValueError("it does not start with the MST1 header")
    (count,), position, entries = struct.unpack(">H", data[4:6]), 6, []
    for _ in range(count):
        if position >= len(data) or position + 1 + data[position] + 4 > len(data):
            raise ValueError("its index is cut short")
        length = data[position]
        tag = data[position + 1:position + 1 + length].decode("ascii", "replace")
        (size,) = struct.unpack(">I", data[position + 1 + length:position + 5 + length])
        entries.append((tag, size))
        position += 5 + length
    tables = {}
    for tag, size in entries:
        inflater = zlib.decompressobj(-15)
        try:
            table = inflater.decompress(data[position:position + size])
        except zlib.error as error:
            raise ValueError(f"the table {tag} does not inflate: {error}")
        if not inflater.eof or inflater.unused_data or position + size > len(data):
            raise ValueError(f"the table {tag} does not fill its {size} bytes with one stream")
        tables[tag] = table
        position += size
    if position != len(data):
        raise ValueError(f"{len(data) - position} bytes follow the last table")
    return [tag for tag, _ in entries], tables


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] and not check:
        sys.exit(__doc__)
    data, tags = pack()
    relative = os.path.relpath(PACK, ROOT)
    if check:
        try:
            with open(PACK, "rb") as file:
                committed = file.read()
        except FileNotFoundError:
            committed = None
        if committed is None:
            fail(f"{relative} is missing: run python3 scripts/pack-strings.py and commit it with the tables")
        if committed != data:
            _, expected = unpack(data)
            try:
                committed_tags, committed_tables = unpack(committed)
            except ValueError as error:
                fail(f"{relative} is not a table pack ({error}): run python3 scripts/pack-strings.py")
            if committed_tags != tags:
                fail(f"{relative} holds the tables {', '.join(committed_tags)}, the sources {', '.join(tags)}: "
                     "run python3 scripts/pack-strings.py and commit it with the tables")
            changed = [tag for tag in tags if committed_tables[tag] != expected[tag]]
            if changed:
                fail(f"{relative} differs from MoveStrings-{changed[0]}.json"
                     f"{f' and {len(changed) - 1} more' if len(changed) > 1 else ''}: "
                     "run python3 scripts/pack-strings.py and commit it with the tables")
        how = "" if committed == data else ", compressed by another zlib"
        print(f"pack-strings: {relative} matches the {len(tags)} tables ({len(committed):,} B{how})")
        return
    with open(PACK, "wb") as file:
        file.write(data)
    print(f"pack-strings: wrote {relative}: {len(tags)} tables, {len(data):,} B")


if __name__ == "__main__":
    main()
