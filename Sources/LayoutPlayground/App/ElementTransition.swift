import CollectionLayout

/// Animates elements from their attributes before a change (of layout,
/// parameter or data) to their live attributes after it, in viewport
/// coordinates: matched elements move, new ones fade in, gone ones fade out.
struct ElementTransition {
    /// Seconds a transition lasts (before slow motion).
    static let duration = 0.35

    private struct Key: Hashable {
        var category: ElementCategory
        var indexPath: IndexPath
    }

    private let start: [Key: LayoutAttributes]
    let timeline: Timeline

    /// `elements` in viewport coordinates, as they were drawn last.
    init(from elements: [LayoutAttributes], at time: Double, duration: Double) {
        var start: [Key: LayoutAttributes] = [:]
        for e in elements { start[Key(category: e.category, indexPath: e.indexPath)] = e }
        self.start = start
        timeline = Timeline(startTime: time, duration: duration, easing: .out)
    }

    func progress(at time: Double) -> Double { timeline.progress(at: time) }

    func isDone(at time: Double) -> Bool { timeline.isDone(at: time) }

    /// The elements to draw at `time`, given the live `targets` (viewport coordinates).
    func frame(at time: Double, targets: [LayoutAttributes]) -> [LayoutAttributes] {
        let t = progress(at: time)
        var seen = Set<Key>()
        var result: [LayoutAttributes] = []
        result.reserveCapacity(targets.count + start.count)
        for target in targets {
            let key = Key(category: target.category, indexPath: target.indexPath)
            seen.insert(key)
            if let from = start[key] {
                result.append(.interpolate(from, target, progress: t))
            } else {
                var faded = target
                faded.alpha *= t
                result.append(faded)
            }
        }
        for (key, from) in start where !seen.contains(key) {
            var faded = from
            faded.alpha *= 1 - t
            result.append(faded)
        }
        return result
    }
}

