import CollectionLayout
import Testing

/// Material's `Arrangement` and `MultiBrowseCarouselStrategy` sizing, ported
/// literally (Java's `float` as `Float`, its loops and its early exit) as an
/// oracle for the multi-browse keylines.
private struct MaterialArrangement {
    var priority: Int
    var smallSize: Float, smallCount: Int
    var mediumSize: Float, mediumCount: Int
    var largeSize: Float, largeCount: Int
    var cost: Float = 0

    init(_ priority: Int, _ targetSmallSize: Float, _ minSmallSize: Float, _ maxSmallSize: Float, _ smallCount: Int,
         _ targetMediumSize: Float, _ mediumCount: Int, _ targetLargeSize: Float, _ largeCount: Int,
         _ availableSpace: Float) {
        self.priority = priority
        smallSize = min(max(targetSmallSize, minSmallSize), maxSmallSize)
        self.smallCount = smallCount
        mediumSize = targetMediumSize
        self.mediumCount = mediumCount
        largeSize = targetLargeSize
        self.largeCount = largeCount
        fit(availableSpace, minSmallSize, maxSmallSize, targetLargeSize)
        cost = cost(targetLargeSize)
    }

    var space: Float { largeSize * Float(largeCount) + mediumSize * Float(mediumCount) + smallSize * Float(smallCount) }

    mutating func fit(_ availableSpace: Float, _ minSmallSize: Float, _ maxSmallSize: Float, _ targetLargeSize: Float) {
        let delta = availableSpace - space
        if smallCount > 0 && delta > 0 {
            smallSize += min(delta / Float(smallCount), maxSmallSize - smallSize)
        } else if smallCount > 0 && delta < 0 {
            smallSize += max(delta / Float(smallCount), minSmallSize - smallSize)
        }
        smallSize = smallCount > 0 ? smallSize : 0
        let s = smallCount > 0 ? smallSize : 0
        largeSize = (availableSpace - (Float(smallCount) + Float(mediumCount) / 2) * s)
            / (Float(largeCount) + Float(mediumCount) / 2)
        mediumSize = (largeSize + smallSize) / 2
        if mediumCount > 0 && largeSize != targetLargeSize {
            let targetAdjustment = (targetLargeSize - largeSize) * Float(largeCount)
            let availableMediumFlex = (mediumSize * 0.1) * Float(mediumCount)
            let distribute = min(abs(targetAdjustment), availableMediumFlex)
            if targetAdjustment > 0 {
                mediumSize -= distribute / Float(mediumCount)
                largeSize += distribute / Float(largeCount)
            } else {
                mediumSize += distribute / Float(mediumCount)
                largeSize -= distribute / Float(largeCount)
            }
        }
    }

    var isValid: Bool {
        if largeCount > 0 && smallCount > 0 && mediumCount > 0 {
            return largeSize > mediumSize && mediumSize > smallSize
        } else if largeCount > 0 && smallCount > 0 {
            return largeSize > smallSize
        }
        return true
    }

    func cost(_ targetLargeSize: Float) -> Float {
        isValid ? abs(targetLargeSize - largeSize) * Float(priority) : .greatestFiniteMagnitude
    }

    static func findLowestCost(_ availableSpace: Float, _ targetSmallSize: Float, _ minSmallSize: Float,
                               _ maxSmallSize: Float, _ smallCounts: [Int], _ targetMediumSize: Float,
                               _ mediumCounts: [Int], _ targetLargeSize: Float, _ largeCounts: [Int]) -> MaterialArrangement? {
        var lowest: MaterialArrangement?
        var priority = 1
        for largeCount in largeCounts {
            for mediumCount in mediumCounts {
                for smallCount in smallCounts {
                    let a = MaterialArrangement(priority, targetSmallSize, minSmallSize, maxSmallSize, smallCount,
                                                targetMediumSize, mediumCount, targetLargeSize, largeCount, availableSpace)
                    if lowest == nil || a.cost < lowest!.cost {
                        lowest = a
                        if a.cost == 0 { return a }
                    }
                    priority += 1
                }
            }
        }
        return lowest
    }

    /// `MultiBrowseCarouselStrategy.onFirstChildMeasuredWithMargins`, start
    /// aligned, no margins, many items.
    static func multiBrowse(carouselSize: Float, measured: Float, smallMin: Float = 40, smallMax: Float = 56) -> MaterialArrangement? {
        let smallChildSizeMax = max(smallMax, smallMin)
        let targetLarge = min(measured, carouselSize)
        let targetSmall = min(max(measured / 3, smallMin), smallChildSizeMax)
        let targetMedium = (targetLarge + targetSmall) / 2
        let smallCounts = carouselSize <= smallMin * 2 ? [0] : [1]
        let mediumCounts = [1, 0]
        let minAvailableLargeSpace = carouselSize - targetMedium * 1 - smallChildSizeMax * Float(smallCounts.max()!)
        let largeCountMin = Int(max(1, (minAvailableLargeSpace / targetLarge).rounded(.down)))
        let largeCountMax = Int((carouselSize / targetLarge).rounded(.up))
        guard largeCountMax >= largeCountMin else { return nil }
        let largeCounts = (0...(largeCountMax - largeCountMin)).map { largeCountMax - $0 }
        guard var a = findLowestCost(carouselSize, targetSmall, smallMin, smallChildSizeMax, smallCounts,
                                     targetMedium, mediumCounts, targetLarge, largeCounts) else { return nil }
        if a.mediumCount == 0 && a.smallCount == 0 && carouselSize > 2 * smallMin {
            a.smallCount = 1
            a = findLowestCost(carouselSize, targetSmall, smallMin, smallChildSizeMax, [a.smallCount],
                               targetMedium, [a.mediumCount], targetLarge, [a.largeCount])!
        }
        return a
    }
}

/// The multi-browse keylines against Material's arrangement.
@Suite struct KeylineArrangementTests {
    /// The resting keylines' sizes (at a rest offset between the ends).
    private func keylineSizes(container: Double, itemWidth: Double, items: Int = 12,
                              extra: [String] = []) throws -> [Double] {
        let layout = try KeylineLayout(assignments: ["itemWidth=\(itemWidth)", "spacing=0"] + extra)
        layout.prepare(LayoutContext(viewport: Size(width: container, height: 300), itemCount: items))
        let middle = layout.point(layout.restOffset(ofItem: items / 2))
        return layout.keylines(at: middle).filter { !$0.isAnchor }.map(\.maskedSize)
    }

    @Test func theSpecsWorkedValues() throws {
        #expect(try keylineSizes(container: 400, itemWidth: 200) == [200, 144, 56])
        #expect(try keylineSizes(container: 360, itemWidth: 300) == [304, 56])
        // At offset 0, as the specification's worked values are taken.
        for (container, width, sizes) in [(400.0, 200.0, [200.0, 144, 56]), (360, 300, [304, 56])] {
            let layout = try KeylineLayout(assignments: ["itemWidth=\(width)", "spacing=0"])
            layout.prepare(LayoutContext(viewport: Size(width: container, height: 300), itemCount: 12))
            #expect(layout.keylines(at: .zero).filter { !$0.isAnchor }.map(\.maskedSize) == sizes)
        }
    }

    @Test func theWorkedValuesAreMaterials() throws {
        let a = try #require(MaterialArrangement.multiBrowse(carouselSize: 400, measured: 200))
        #expect((a.largeCount, a.mediumCount, a.smallCount) == (1, 1, 1))
        #expect(abs(a.largeSize - 200) < 1e-3 && abs(a.mediumSize - 144) < 1e-3 && abs(a.smallSize - 56) < 1e-3)
        let b = try #require(MaterialArrangement.multiBrowse(carouselSize: 360, measured: 300))
        #expect((b.largeCount, b.mediumCount, b.smallCount) == (1, 0, 1))
        #expect(abs(b.largeSize - 304) < 1e-3 && abs(b.smallSize - 56) < 1e-3)
    }

    /// Containers and item widths at random: the same counts and sizes as
    /// the port (to float precision) wherever Material's arrangement is valid.
    @Test func randomContainersMatchMaterial() throws {
        var random = SeededRandom(seed: 0x6B65_796C)
        var compared = 0
        for _ in 0..<300 {
            let container = Double(random.int(in: 120...2000))
            let width = Double(random.int(in: 60...1200))
            guard let a = MaterialArrangement.multiBrowse(carouselSize: Float(container), measured: Float(width)),
                  a.isValid, a.largeCount <= 1000 else { continue }
            var expected = Array(repeating: Double(a.largeSize), count: a.largeCount)
            expected += Array(repeating: Double(a.mediumSize), count: a.mediumCount)
            expected += Array(repeating: Double(a.smallSize), count: a.smallCount)
            let sizes = try keylineSizes(container: container, itemWidth: width, items: 1000)
            #expect(sizes.count == expected.count, "container \(container), itemWidth \(width)")
            for (s, e) in zip(sizes, expected) {
                #expect(abs(s - e) <= 1e-3 * max(1, e), "container \(container), itemWidth \(width): \(sizes) vs \(expected)")
            }
            compared += 1
        }
        #expect(compared > 200)
    }

    @Test func centredMultiBrowseDoublesTheSmallAndMediumItems() throws {
        let sizes = try keylineSizes(container: 600, itemWidth: 200, extra: ["alignment=center"])
        #expect(sizes.count == 5)
        #expect(sizes.first == sizes.last && sizes[1] == sizes[3] && sizes[2] > sizes[1] && sizes[1] > sizes[0])
        #expect(abs(sizes.reduce(0, +) - 600) < 1e-6)
    }
}
