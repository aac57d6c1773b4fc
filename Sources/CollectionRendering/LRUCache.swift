/// A least-recently-used cache bounded by the total cost of its values.
///
/// Recency is kept as an append-only log of (key, stamp) pairs; stale pairs
/// are skipped on eviction and the log is compacted when it grows past a few
/// times the entry count, so every operation is amortised O(1).
final class LRUCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var cost: Int
        var stamp: UInt64
        /// The frame the value was last used in.
        var frame: UInt64
    }

    private var entries: [Key: Entry] = [:]
    private var log: [(key: Key, stamp: UInt64)] = []
    private var head = 0
    private var clock: UInt64 = 0
    private var frame: UInt64 = 0

    /// The total cost above which the least recently used values go.
    let budget: Int
    private(set) var totalCost = 0
    private(set) var evictions = 0

    init(budget: Int) {
        self.budget = max(0, budget)
    }

    var count: Int { entries.count }

    /// Starts a new frame (a cache that never starts one evicts by recency
    /// alone). Values used in the current frame are never
    /// evicted for another value of the same frame — the budget may be
    /// exceeded until the next frame instead — so a frame whose values do not
    /// fit does not throw away what it is about to compose again.
    func beginFrame() {
        frame += 1
    }

    /// The value for `key`, marking it most recently used.
    func value(for key: Key) -> Value? {
        guard entries[key] != nil else { return nil }
        touch(key)
        return entries[key]?.value
    }

    /// Whether `key` is cached, without changing its recency.
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Stores `value` as the most recently used, then evicts the least
    /// recently used values until the total cost fits the budget (the newest
    /// value always stays, even when it alone exceeds the budget).
    func insert(_ value: Value, for key: Key, cost: Int) {
        if let old = entries[key] { totalCost -= old.cost }
        clock += 1
        entries[key] = Entry(value: value, cost: max(0, cost), stamp: clock, frame: frame)
        log.append((key, clock))
        totalCost += max(0, cost)
        evict(keeping: key)
        compactIfNeeded()
    }

    func removeValue(for key: Key) {
        if let old = entries.removeValue(forKey: key) { totalCost -= old.cost }
    }

    func removeAll() {
        entries.removeAll()
        log.removeAll()
        head = 0
        totalCost = 0
    }

    private func touch(_ key: Key) {
        clock += 1
        entries[key]?.stamp = clock
        entries[key]?.frame = frame
        log.append((key, clock))
        compactIfNeeded()
    }

    private func evict(keeping newest: Key) {
        let end = log.count
        var kept: [(key: Key, stamp: UInt64)] = []
        while totalCost > budget, entries.count > 1, head < end {
            let (key, stamp) = log[head]
            head += 1
            guard let entry = entries[key], entry.stamp == stamp else { continue }  // a stale record
            if key == newest || (frame > 0 && entry.frame == frame) {
                kept.append((key, stamp))
                continue
            }
            entries.removeValue(forKey: key)
            totalCost -= entry.cost
            evictions += 1
        }
        // The newest value and this frame's stay, their records kept so that a
        // later eviction still finds them.
        log.append(contentsOf: kept)
    }

    private func compactIfNeeded() {
        guard log.count - head > 4 * entries.count + 64 else { return }
        log = log[head...].filter { entries[$0.key]?.stamp == $0.stamp }
        head = 0
    }
}
