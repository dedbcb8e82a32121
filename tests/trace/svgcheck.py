#!/usr/bin/env python3
"""svgcheck.py: checks a cst timeline (--timeline=FILE.svg) and prints the
name of each lane, one a line, top to bottom: the SVG must parse as XML
(xml.etree), be an <svg> element with a width, a height and a viewBox, and
hold one lane rectangle per lane name.

    svgcheck.py TIMELINE.svg        the lane names
    svgcheck.py --count TIMELINE.svg  also the number of elements, last"""
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"


def fail(msg):
    print(f"svgcheck.py: {msg}", file=sys.stderr)
    sys.exit(1)


def main():
    count = sys.argv[1:2] == ["--count"]
    path = sys.argv[-1]
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        fail(f"not well-formed XML: {e}")
    if root.tag != SVG + "svg":
        fail(f"the root is {root.tag}, not svg")
    for attr in ("width", "height", "viewBox"):
        if attr not in root.attrib:
            fail(f"the svg element has no {attr}")
    lanes = [e for e in root.iter(SVG + "rect") if e.get("class") == "lane"]
    names = [e for e in root.iter(SVG + "text") if e.get("class") == "lane-name"]
    if len(lanes) != len(names):
        fail(f"{len(lanes)} lanes but {len(names)} lane names")
    for n in names:
        print("".join(n.itertext()))
    if count:
        print(sum(1 for _ in root.iter()))


main()
