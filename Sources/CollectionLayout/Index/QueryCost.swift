/// The work one spatial query did: binary-search probes and entries scanned.
///
/// Layouts and indexes add to it as they go, so tests can check that a query
/// touches O(log n) entries to find its start and then only what it returns
/// (plus one terminating entry per lane or line) — a counter, not a timer.
public struct QueryCost: Hashable, Sendable {
    /// Entries compared while binary searching.
    public var probes: Int
    /// Entries visited by the linear scans that follow the searches.
    public var scanned: Int

    /// A cost of `probes` probes and `scanned` scanned entries (none by default).
    public init(probes: Int = 0, scanned: Int = 0) {
        self.probes = probes
        self.scanned = scanned
    }
}
