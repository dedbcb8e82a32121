#!/usr/bin/env python3
"""project.py: checks a cst trace (--trace=FILE.json) and prints its stable
projection: the lanes, each lane's operations in order (name, shapes,
dtype, source line) and the dependencies that Perfetto's flow arrows draw,
without any time, so that a golden file can pin the format.

    project.py TRACE.json           the projection on stdout
    project.py --check TRACE.json   only the checks

The checks are what Perfetto and chrome://tracing need: a traceEvents list;
ph, name, pid, tid and ts on every event; dur on complete events; id on
flow events, each start ("s") matched by one finish ("f", binding point
"e"), both landing inside a slice of their track; a name for every track.
Any failure prints a line saying what is wrong and exits 1."""
import json
import os
import sys


def fail(msg):
    print(f"project.py: {msg}", file=sys.stderr)
    sys.exit(1)


def load(path):
    with open(path) as f:
        doc = json.load(f)
    if not isinstance(doc, dict) or not isinstance(doc.get("traceEvents"), list):
        fail("no traceEvents list")
    return doc["traceEvents"]


def check(events):
    names, slices, flows = {}, {}, {}
    for k, e in enumerate(events):
        for field in ("ph", "name", "pid", "tid", "ts"):
            if field not in e:
                fail(f"event {k} has no '{field}': {e}")
        if not isinstance(e["ts"], (int, float)):
            fail(f"event {k}: ts is not a number")
        track = (e["pid"], e["tid"])
        if e["ph"] == "M" and e["name"] == "thread_name":
            names[track] = e["args"]["name"]
        elif e["ph"] == "X":
            if not isinstance(e.get("dur"), (int, float)) or e["dur"] < 0:
                fail(f"event {k}: complete event without a valid dur")
            slices.setdefault(track, []).append(e)
        elif e["ph"] in ("s", "f"):
            if "id" not in e:
                fail(f"event {k}: flow event without an id")
            if e["ph"] == "f" and e.get("bp") != "e":
                fail(f"event {k}: flow finish without bp 'e'")
            pair = flows.setdefault(e["id"], {})
            if e["ph"] in pair:
                fail(f"flow {e['id']} has two '{e['ph']}' events")
            pair[e["ph"]] = e
        elif e["ph"] not in ("i", "M"):
            fail(f"event {k}: unexpected phase {e['ph']}")
    for track in slices:
        if track not in names:
            fail(f"track {track} has no thread_name")
    # Stable: slices that start together keep the file's order (cst writes
    # each track's slices in the order they ran).
    for track in slices:
        slices[track].sort(key=lambda e: e["ts"])
    deps = []
    for fid, pair in sorted(flows.items()):
        if set(pair) != {"s", "f"}:
            fail(f"flow {fid} is not one start and one finish")
        ends = [bind(slices, pair[p]) for p in ("s", "f")]
        if None in ends:
            fail(f"flow {fid}: an end lands in no slice")
        deps.append(ends)
    return names, slices, deps


def bind(slices, e):
    """The slice of e's track that encloses e's time (the latest to start)."""
    found = None
    for s in slices.get((e["pid"], e["tid"]), []):
        if s["ts"] <= e["ts"] <= s["ts"] + s["dur"] + 1e-6:
            found = s
    return found


def where(e):
    src = e.get("args", {}).get("source", "")
    if ":" in src:
        path, line = src.rsplit(":", 1)
        return f"{os.path.basename(path)}:{line}"
    return src or "-"


def describe(e):
    args = e.get("args", {})
    parts = [e["name"]]
    if "shapes" in args:
        parts.append(args["shapes"])
    if "dtype" in args:
        parts.append(args["dtype"])
    if "bytes" in args:
        parts.append(f"{args['bytes']} bytes")
    if "code" in args:
        parts.append(f"({args['code']})")
    return " ".join(parts)


def main():
    only_check = sys.argv[1:2] == ["--check"]
    paths = sys.argv[2:] if only_check else sys.argv[1:]
    if len(paths) != 1:
        fail("usage: project.py [--check] TRACE.json")
    events = load(paths[0])
    names, slices, deps = check(events)
    if only_check:
        return
    processes = {e["pid"]: e["args"]["name"] for e in events if e["ph"] == "M" and e["name"] == "process_name"}
    order = {(e["pid"], e["tid"]): e["args"]["sort_index"] for e in events
             if e["ph"] == "M" and e["name"] == "thread_sort_index"}
    label = {t: f"{processes.get(t[0], t[0])} {n}" if processes.get(t[0]) != n else n for t, n in names.items()}
    for track in sorted(names, key=lambda t: (t[0], order.get(t, t[1]))):
        print(f"[{label[track]}]")
        for e in slices.get(track, []):
            print(f"  {describe(e):<56} {where(e)}")
        races = [e for e in events if e["ph"] == "i" and (e["pid"], e["tid"]) == track and e.get("cat") == "race"]
        for e in races:
            print(f"  RACE {e['args']['message']}")
    print("[dependencies]")
    for a, b in deps:
        ta, tb = (a["pid"], a["tid"]), (b["pid"], b["tid"])
        print(f"  {label[ta]}: {a['name']} {where(a)} -> {label[tb]}: {b['name']} {where(b)}")


main()
