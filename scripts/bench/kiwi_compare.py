#!/usr/bin/env python3
"""kiwisolver doing what CellLayout's solver does per row, on the same rows (issue 3 benchmark).

Usage: kiwi_compare.py ROWS.json   (written by feedbrowser-bench's CellLayout suite)
ROWS.json: {"widths": [40, 80, 160], "repeats": 9,
            "templates": {"article": {"40": [[lineCounts], [textWidths], hasPicture, expectedHeight], ...}, ...}}

Each template is built once in kiwisolver with the same constraints and weights as
Sources/CellLayout/StandardTemplates.swift + TemplateBuilder.swift (priority p -> weight 10^(p/125)).
Per row it suggests the row's values (label line counts, 1-line label text widths, collapse
parameters), calls updateVariables and reads the content height: "one solver per template +
suggestValue". Timed in thread CPU time (time.thread_time), like the Swift side.
Prints one JSON object: rows/s per template and width (median of the repeats) and
how many heights differ from ours.
"""
import json
import statistics
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    sys.stderr.write("kiwi_compare: kiwisolver is not installed (pip install kiwisolver)\n")
    sys.exit(3)


def weight(priority):
    return "required" if priority >= 1000 else 10 ** (priority / 125.0)


class View:
    def __init__(self, name):
        self.name = name
        self.left = kiwi.Variable(name + ".left")
        self.top = kiwi.Variable(name + ".top")
        self.width = kiwi.Variable(name + ".width")
        self.height = kiwi.Variable(name + ".height")

    @property
    def trailing(self):
        return self.left + self.width

    @property
    def bottom(self):
        return self.top + self.height


class Template:
    """Mirror of TemplateBuilder: the same implicit constraints, then the template's own."""

    def __init__(self):
        self.solver = kiwi.Solver()
        self.content = View("content")
        self.content_width = kiwi.Variable("content.widthParameter")
        self.views = [self.content]
        self.labels = []        # (view, intrinsic height var, intrinsic width var or None, hugging, compression)
        self.parameters = []    # (var, present value)
        self.constraints = []

    def label(self, name, lines=0, hugging=(250, 250), compression=(750, 750)):
        view = View(name)
        self.views.append(view)
        self.labels.append((view, kiwi.Variable(name + ".ih"), kiwi.Variable(name + ".iw") if lines == 1 else None,
                            hugging, compression))
        return view

    def box(self, name):
        view = View(name)
        self.views.append(view)
        return view

    def parameter(self, name, value):
        variable = kiwi.Variable(name)
        self.parameters.append((variable, value))
        return variable

    def constrain(self, *constraints):
        self.constraints.extend(constraints)

    def build(self):
        s = self.solver
        s.addConstraint(self.content.left == 0)
        s.addConstraint(self.content.top == 0)
        s.addConstraint(self.content.width == self.content_width)
        s.addEditVariable(self.content_width, weight(999.9))
        for view in self.views:
            s.addConstraint(view.width >= 0)
            s.addConstraint(view.height >= 0)
        for view, ih, iw, hugging, compression in self.labels:
            s.addEditVariable(ih, weight(999))
            s.addConstraint((view.height >= ih) | weight(compression[1]))
            s.addConstraint((view.height <= ih) | weight(hugging[1]))
            if iw is not None:
                s.addEditVariable(iw, weight(999))
                s.addConstraint((view.width >= iw) | weight(compression[0]))
                s.addConstraint((view.width <= iw) | weight(hugging[0]))
        for variable, _ in self.parameters:
            s.addEditVariable(variable, weight(999))
        for constraint in self.constraints:
            s.addConstraint(constraint)
        s.addConstraint((self.content.height == 0) | weight(50))
        return self


def article():
    t = Template()
    c = t.content
    title = t.label("title", hugging=(250, 751), compression=(751, 751))
    summary = t.label("summary", hugging=(250, 750), compression=(750, 750))
    t.constrain(title.top == c.top + 1, title.left == c.left + 2, title.trailing == c.trailing - 2,
                summary.top == title.bottom, summary.left == c.left + 2, summary.trailing == c.trailing - 2,
                summary.bottom == c.bottom - 1)
    return t.build()


def media():
    t = Template()
    c = t.content
    thumb = t.box("thumbnail")
    title = t.label("title", hugging=(250, 751), compression=(751, 751))
    summary = t.label("summary", hugging=(250, 750), compression=(750, 750))
    t.constrain(thumb.left == c.left + 2, thumb.top == c.top + 1,
                (thumb.width == 12) | weight(999), (thumb.height == 6) | weight(999),
                (thumb.bottom <= c.bottom - 1) | weight(999),
                title.top == c.top + 1, title.left == thumb.trailing + 2, title.trailing == c.trailing - 2,
                summary.top == title.bottom, summary.left == thumb.trailing + 2, summary.trailing == c.trailing - 2,
                summary.bottom <= c.bottom - 1)
    return t.build()


def post():
    t = Template()
    c = t.content
    avatar = t.box("avatar")
    author = t.label("author", lines=1, hugging=(251, 751), compression=(250, 751))
    badge = t.label("badge", lines=1, hugging=(751, 751), compression=(751, 751))
    text = t.label("text", hugging=(250, 750), compression=(750, 750))
    picture = t.box("picture")
    spacing = t.parameter("pictureSpacing", 1)
    height = t.parameter("pictureHeight", 6)
    t.constrain(avatar.left == c.left + 2, avatar.top == c.top + 1, avatar.width == 4, avatar.height == 2,
                author.left == avatar.trailing + 1, author.top == avatar.top,
                badge.left == author.trailing + 1, badge.top == avatar.top, badge.trailing <= c.trailing - 2,
                text.top == avatar.bottom, text.left == c.left + 2, text.trailing == c.trailing - 2,
                picture.top == text.bottom + spacing, picture.height == height, picture.left == c.left + 2,
                (picture.width == 24) | weight(999), picture.width <= c.width - 4,
                picture.bottom == c.bottom - 1)
    return t.build()


BUILDERS = {"article": article, "media": media, "post": post}


def run_rows(template, rows):
    """Solves every row once; returns the heights."""
    solver = template.solver
    suggest = solver.suggestValue
    update = solver.updateVariables
    labels = template.labels
    parameters = template.parameters
    content_height = template.content.height
    heights = []
    append = heights.append
    for line_counts, text_widths, has_picture, _ in rows:
        for index, (view, ih, iw, _, _) in enumerate(labels):
            if iw is not None:
                suggest(iw, text_widths[index])
        for variable, value in parameters:
            suggest(variable, value if has_picture else 0)
        for index, (view, ih, iw, _, _) in enumerate(labels):
            suggest(ih, line_counts[index])
        update()
        append(content_height.value())
    return heights


def main():
    with open(sys.argv[1]) as handle:
        document = json.load(handle)
    repeats = document.get("repeats", 9)
    rates = {}
    mismatches = 0
    for kind, per_width in document["templates"].items():
        template = BUILDERS[kind]()
        rates[kind] = {}
        for width, rows in per_width.items():
            template.solver.suggestValue(template.content_width, float(width))
            heights = run_rows(template, rows)  # warm-up pass, also checks the answers
            mismatches += sum(1 for got, row in zip(heights, rows) if round(got) != row[3])
            samples = []
            for _ in range(repeats):
                start = time.thread_time()  # CPU time: other processes' load does not count
                run_rows(template, rows)
                samples.append(time.thread_time() - start)
            rates[kind][width] = len(rows) / statistics.median(samples)
    json.dump({"rows_per_second": rates, "height_mismatches": mismatches,
               "kiwisolver": kiwi.__version__, "repeats": repeats}, sys.stdout)


if __name__ == "__main__":
    main()
