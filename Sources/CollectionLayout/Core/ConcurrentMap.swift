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
                nonisolated(unsafe) let out = buffer.baseAddress!
                nonisolated(unsafe) let transform = transform
                nonisolated(unsafe) let elements = self
                DispatchQueue.concurrentPerform(iterations: runs) { run in
                    for i in (n * run / runs)..<(n * (run + 1) / runs) {
                        (out + i).initialize(to: transform(elements[first + i]))
                    }
                }
                initialized = n
            }
        }
    }
}
