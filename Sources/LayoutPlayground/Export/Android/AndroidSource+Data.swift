import CollectionLayout

/// The exported data's item sizes in Java: one string per section, read
/// once when the class loads (a table of literals would hit the class
/// file's 64 KB limit on a method long before a large dataset does).
extension AndroidExporter {
    /// A Java expression of type `Size[][]` for the sizes, section by
    /// section (nil: a size the data does not give).
    static func sizeTable(_ sections: [[Size?]]) -> String {
        let rows = sections.map { section -> String in
            let text = section.map { s in s.map { "\($0.width) \($0.height)" } ?? "-" }.joined(separator: ",")
            // Chunks under the class file's limit on one string constant.
            var chunks: [String] = [], rest = Substring(text)
            repeat {
                chunks.append(stringLiteral(String(rest.prefix(30_000))))
                rest = rest.dropFirst(30_000)
            } while !rest.isEmpty
            return chunks.count == 1 ? chunks[0] : "String.join(\"\", " + chunks.joined(separator: ", ") + ")"
        }
        return "readSizes(new String[] {\n        " + rows.joined(separator: ",\n        ") + " })"
    }

    /// The decoder of `sizeTable`'s strings, nested in the math class.
    static let sizeTableReader = #"""
/** Sizes by section from "w h,w h,-,…" strings ("-": no size). */
static Size[][] readSizes(String[] sections) {
    Size[][] table = new Size[sections.length][];
    for (int s = 0; s < sections.length; s++) {
        if (sections[s].isEmpty()) { table[s] = new Size[0]; continue; }
        String[] items = sections[s].split(",");
        table[s] = new Size[items.length];
        for (int i = 0; i < items.length; i++) {
            if (items[i].equals("-")) continue;
            String[] wh = items[i].split(" ");
            table[s][i] = new Size(Double.parseDouble(wh[0]), Double.parseDouble(wh[1]));
        }
    }
    return table;
}

"""#

    /// `int[]` of each section's item count.
    static func countsLiteral(_ sections: [[Size?]]) -> String {
        "new int[] { " + sections.map { String($0.count) }.joined(separator: ", ") + " }"
    }
}
