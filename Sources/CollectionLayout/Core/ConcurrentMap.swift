import Foundation

extension RandomAccessCollection where Index == Int {
    /// `map(transform)`, worked out in contiguous runs on the machine's
    /// cores when there are at least `minimum` elements: the same array.
    ///
    /// `transform` is called from several threads at once: it must read only
    /// its argument and values no one writes meanwhile (the items of a
    /// dataset, whose shared parts are never written once shared).
    ///
    /// - Complexity: O(n) work for n elements, over as many runs as cores.
    func concurrentMap<T>(minimum: Int = 4096, _ transform: (Element) -> T) -> [T] {
        let n = count, first = startIndex
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard n >= minimum, cores > 1 else { return map(transform) }
        let runs = Swift.min(cores, n / (minimum / 2))
        return withoutActuallyEscaping(transform) { transform in
            [T](unsafeUninitializedCapacity: n) { buffer, initialized in
                let out = buffer.baseAddress!
                // One run's work, typed without the collection or the
                // elements: the closure run on several threads holds only it.
                let work: (Int) -> Void = { run in
                    for i in (n * run / runs)..<(n * (run + 1) / runs) {
                        (out + i).initialize(to: transform(self[first + i]))
                    }
                }
                nonisolated(unsafe) let runWork = work
                DispatchQueue.concurrentPerform(iterations: runs) { runWork($0) }
                initialized = n
            }
        }
    }
}
