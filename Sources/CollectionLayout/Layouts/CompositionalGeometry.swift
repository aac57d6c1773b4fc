/// Where a compositional layout's sections, groups and items are: the
/// sections laid out in segments (`CompositionalSegment`, flat arrays, no
/// per-item objects: a million items cost about 45 MB), each y measured
/// from the top of its section, and the sections' tops from their heights
/// (`CompositionalTops`). Frames are in content space with every sideways
/// offset 0; a query shifts a sideways section's groups by its offset.
///
/// A layout prepared after a batch shares the segments and the chunks of
/// tops the batch leaves as they were (`prepare(updating:with:)`): only
/// the sections the batch names are laid out again.
///
/// Resolving an estimated group later changes how far it (or, in a sideways
/// section, the section's tallest group) reaches down: the groups after it
/// in its section move by running sums kept in its segment, and the
/// section's height, and so the tops below, change.
///
/// Sections are rows: their tops never decrease. In a section that stacks
/// its groups, the groups' tops and bottoms never decrease; in one that
/// scrolls sideways, their leading and trailing edges never decrease. Both
/// make a binary search find the first group a rect meets.
struct CompositionalGeometry {
    /// A segment as a layout holds it: the global numbers of its first section and first item.
    struct Run {
        var segment: CompositionalSegment
        var firstSection: Int
        var firstItem: Int
    }

    /// The segments, in order, together holding every section.
    var runs: [Run] = []
    /// Each section's top.
    var tops = CompositionalTops()
    /// The number of items in all sections.
    var itemCount = 0
    /// The number of groups still pending.
    var pendingGroupCount = 0

    var sectionCount: Int { tops.count }

    /// The run holding section `s`.
    ///
    /// - Complexity: O(log r) for r runs.
    func run(ofSection s: Int) -> Int { lastRun { $0.firstSection <= s } }

    /// The run holding item `g` (global number).
    ///
    /// - Complexity: O(log r) for r runs.
    func run(ofItem g: Int) -> Int { lastRun { $0.firstItem <= g } }

    /// The last run for which `starts` holds (it holds for a prefix of the runs; 0 when for none).
    private func lastRun(_ starts: (Run) -> Bool) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts(runs[mid]) { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Section `s`'s segment and its number there.
    ///
    /// - Complexity: O(log r) for r runs.
    func place(ofSection s: Int) -> (segment: CompositionalSegment, local: Int) {
        let run = runs[run(ofSection: s)]
        return (run.segment, s - run.firstSection)
    }

    /// The top of section `s` in effect (`sectionCount`: the content's bottom).
    ///
    /// - Complexity: O(1).
    func top(ofSection s: Int) -> Double { tops.top(s) }

    /// The global number of section `s`'s first item.
    ///
    /// - Complexity: O(log r) for r runs.
    func firstItem(ofSection s: Int) -> Int {
        let run = runs[run(ofSection: s)]
        return run.firstItem + Int(run.segment.parts.sectionFirstItem[s - run.firstSection])
    }

    /// The section of item `g` (global number).
    ///
    /// - Complexity: O(log r) for r runs.
    func section(ofItem g: Int) -> Int {
        let run = runs[run(ofItem: g)]
        return run.firstSection + Int(run.segment.parts.itemSection[g - run.firstItem])
    }

    /// The frame of item `g` (global number) at sideways offset 0.
    ///
    /// - Complexity: O(log r + log m) for r runs of m groups.
    func itemFrame(_ g: Int) -> Rect {
        let run = runs[run(ofItem: g)], seg = run.segment
        let i = g - run.firstItem, l = Int(seg.parts.itemSection[i])
        let y = top(ofSection: run.firstSection + l) + seg.parts.itemY[i]
            + seg.parts.shift(beforeGroup: Int(seg.parts.itemGroup[i]), sectionFirstGroup: Int(seg.parts.sectionFirstGroup[l]))
        return Rect(x: seg.parts.itemX[i], y: y, width: seg.parts.itemWidth[i], height: seg.parts.itemHeight[i])
    }

    /// The last section whose top is at or above `y` (0 above the first); nil without sections.
    ///
    /// - Complexity: O(log s).
    func section(containingY y: Double) -> Int? {
        guard sectionCount > 0 else { return nil }
        var low = 0, high = sectionCount  // the number of sections starting at or above y
        while low < high {
            let mid = (low + high) / 2
            if top(ofSection: mid) <= y { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }

    /// The first section whose bottom is below `y` (`sectionCount` when none).
    ///
    /// - Complexity: O(log s).
    func firstSection(endingBelow y: Double) -> Int {
        var low = 0, high = sectionCount
        while low < high {
            let mid = (low + high) / 2
            if top(ofSection: mid + 1) > y { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Run `r`'s segment, copied first when another layout shares it, for
    /// this layout to change.
    ///
    /// - Complexity: O(1), O(m) for the m items and groups of a shared segment.
    mutating func mutableSegment(_ r: Int) -> CompositionalSegment {
        if !isKnownUniquelyReferenced(&runs[r].segment) { runs[r].segment = runs[r].segment.copy() }
        return runs[r].segment
    }
}

extension CompositionalGeometry {
    /// Segments being filled section by section, closed as they reach
    /// `CompositionalSegment.size` items or sections.
    struct Builder {
        var runs: [Run] = []
        /// The segment being filled.
        var parts: CompositionalSegment.Parts
        var firstSection: Int
        var firstItem: Int
        /// The items still to come, for the room made in each segment.
        var itemsLeft: Int

        init(firstSection: Int = 0, firstItem: Int = 0, itemsLeft: Int) {
            self.firstSection = firstSection
            self.firstItem = firstItem
            self.itemsLeft = itemsLeft
            parts = CompositionalSegment.Parts(reserving: itemsLeft)
        }

        /// Closes the segment when it is full (call after each section).
        mutating func closeIfFull() {
            if parts.itemCount >= CompositionalSegment.size || parts.sectionCount >= CompositionalSegment.size {
                close()
            }
        }

        /// Closes the segment being filled (nothing when it holds no section).
        mutating func close() {
            guard parts.sectionCount > 0 else { return }
            parts.finish()
            firstSection += parts.sectionCount
            firstItem += parts.itemCount
            itemsLeft -= parts.itemCount
            let full = parts
            parts = CompositionalSegment.Parts(reserving: itemsLeft)
            runs.append(Run(segment: CompositionalSegment(full), firstSection: firstSection - full.sectionCount,
                            firstItem: firstItem - full.itemCount))
        }
    }
}
