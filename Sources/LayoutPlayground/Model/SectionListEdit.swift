import CollectionLayout

/// One section's entry of a per-section list changed, as the panel's
/// section controls change it: the list stays the model (the text the
/// parameter, the document and `--set` hold), edited so that only that
/// section changes.
///
/// A list's last value repeats for every further section, so changing
/// section `s` of `paging,none` on a page of four sections to `continuous`
/// must not write `paging,continuous` (sections 2 and 3 would follow): the
/// list first grows to give the section after `s` its value as it was,
/// `paging,continuous,none`. Repeats at the end are dropped (`none,none`
/// reads as `none`), so lists stay as short as they can be.
enum SectionListEdit {
    /// `list` with section `s`'s value set to `value`, every other section
    /// of the `sectionCount` keeping the value it had.
    static func setting<Value>(_ value: Value, section s: Int, in list: PerSection<Value>,
                               sectionCount: Int) -> PerSection<Value> {
        let s = max(0, s)
        var values = list.values
        // Up to the section after `s` when there is one, so that it keeps its value.
        let needed = min(max(s + 2, values.count), max(sectionCount, s + 1))
        while values.count < needed { values.append(list[values.count]) }
        values[s] = value
        while values.count > 1, values[values.count - 1] == values[values.count - 2] { values.removeLast() }
        return PerSection(values)
    }

    /// Whether section `s` shows the list's last value repeated rather than
    /// a value of its own (`s` lies past the list's end).
    static func repeats<Value>(_ list: PerSection<Value>, section s: Int) -> Bool {
        s >= list.values.count
    }

    /// The key of undo's step for section `s`'s entry of list `key`: quick
    /// changes of one section's control join, those of two sections do not.
    static func editKey(_ key: String, section s: Int) -> String { "\(key)@\(s)" }
}
