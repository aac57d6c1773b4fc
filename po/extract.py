#!/usr/bin/env python3
"""Writes po/layout-playground.pot: every string the app shows.

xgettext does not read Swift, so this collects them: tr("…") calls and the
labels, tooltips and titles the app passes to GTK; the layouts' parameter
titles, help and choice titles; the desktop file's and the metainfo's
translatable text. `--check` exits 1 when the template is out of date.
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
S = r'"((?:[^"\\]|\\.)*)"'
APP_PATTERNS = [
    r'tr\(' + S + r'\)', r'Widgets\.label\(' + S, r'button\(label: ' + S + r'\)',
    r'setTooltip\([^,]+, ' + S + r'\)', r'tooltip: ' + S, r'addToggle\([^,]+, ' + S,
    r'title: ' + S, r'shortcut\("[^"]*", ' + S + r'\)', r'case \.[a-zA-Z0-9]+: ' + S,
    r'<property name="title" translatable="yes">([^<]+)<', r'say\(' + S + r'\)', r'showError\(' + S,
    r'title: String\) = \("[^"]*", ' + S + r'\)', r'Widgets\.comboBox\(\[\("[^"]*", ' + S,
    r'\("bundled", ' + S + r'\)', r'\[\(' + S + r', \["\*\.', r'setAccessibleName\([^,]+, ' + S + r'\)',
    r'static let placeholder = ' + S, r'static let introduction = ' + S, r'toast\.show\(' + S,
]
LIBRARY_PATTERNS = [r'title: ' + S, r'public static let title = ' + S, r'case \.[a-zA-Z0-9]+: ' + S,
                    r'static let parameterGroup = ' + S,
                    # The expression parser's messages and the expression reference's meanings.
                    r'ExpressionError\(at: [^"]*?' + S, r'expectSymbol\("[^"]*", ' + S, r'Template = ' + S, r'static let endText = ' + S,
                    r'meaning: ' + S]


def collect():
    ids = []

    def add(text):
        if text and "\\(" not in text and not text.startswith("<") and text not in ids:
            ids.append(text)

    app = sorted(glob.glob(f"{ROOT}/Sources/LayoutPlayground/App/*.swift")
                 + glob.glob(f"{ROOT}/Sources/LayoutPlayground/GTK/*.swift"))
    for path in app:
        source = open(path, encoding="utf-8").read()
        for pattern in APP_PATTERNS:
            for m in re.finditer(pattern, source):
                add(m.group(1))
    for path in sorted(glob.glob(f"{ROOT}/Sources/CollectionLayout/**/*.swift", recursive=True)):
        source = open(path, encoding="utf-8").read()
        for pattern in LIBRARY_PATTERNS:
            for m in re.finditer(pattern, source):
                add(m.group(1))
        for m in re.finditer(r'help: ' + S + r'(?:\s*\+\s*' + S + r')?', source):
            add(m.group(1) + (m.group(2) or ""))
        for m in re.finditer(r'choiceTitles: \[([^\]]+)\]', source):
            for item in re.finditer(r'"[^"]+": ' + S, m.group(1)):
                add(item.group(1))
    desktop = open(f"{ROOT}/Resources/desktop/app.desktop.in", encoding="utf-8").read()
    for key in ["GenericName", "Comment", "Keywords"]:
        m = re.search(rf"^{key}=(.*)$", desktop, re.M)
        if m:
            add(m.group(1))
    metainfo = open(f"{ROOT}/Resources/desktop/app.metainfo.xml.in", encoding="utf-8").read()
    for tag in ["summary", "p", "li"]:
        for m in re.finditer(rf"<{tag}>(.*?)</{tag}>", metainfo, re.S):
            add(" ".join(m.group(1).split()))
    m = re.search(r"<developer[^>]*>\s*<name>(.*?)</name>", metainfo, re.S)
    if m:
        add(m.group(1).strip())
    return [i for i in ids if re.search(r"[A-Za-z]", i) and i not in ("Error message", "Presets message")]


def escape(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def template(ids):
    lines = ['msgid ""', 'msgstr ""', '"Project-Id-Version: layout-playground\\n"',
             '"Content-Type: text/plain; charset=UTF-8\\n"', ""]
    for text in ids:
        lines += [f'msgid "{escape(text)}"', 'msgstr ""', ""]
    return "\n".join(lines)


if __name__ == "__main__":
    text = template(collect())
    path = f"{ROOT}/po/layout-playground.pot"
    if "--check" in sys.argv:
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        sys.exit(0 if current == text else 1)
    open(path, "w", encoding="utf-8").write(text)
