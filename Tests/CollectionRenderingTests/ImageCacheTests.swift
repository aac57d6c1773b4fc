import CRendering
import CollectionLayout
@testable import CollectionRendering
import Foundation
import Testing

/// `ImageCache` and `DecodedPicture`: decoding, premultiplying, levels, errors.
@Suite struct ImageCacheTests {
    @Test func decodesPremultipliedLikeCairo() throws {
        let url = writeTestPicture(to: temporaryDirectory().appendingPathComponent("half.png"),
                                   width: 40, height: 40, alpha: 0.5)
        let reference = loadPNG(url)!
        let image = try ImageCache().image(atPath: url.path)
        #expect(image.width == 40 && image.height == 40)
        for (x, y) in [(5, 5), (30, 5), (5, 30), (30, 30), (20, 20)] {
            let a = argb(image, x, y), b = argb(reference, x, y)
            #expect(zip(a, b).allSatisfy { abs($0 - $1) <= 1 }, "pixel \(x),\(y): \(a) vs \(b)")
            #expect(a[1...].allSatisfy { $0 <= a[0] })
            if (x, y) != (20, 20) { #expect(a[0] >= 126 && a[0] <= 129) }
        }
    }

    @Test func bigPicturesAreHalvedOnceForSmallBoxes() throws {
        let url = writeTestPicture(to: temporaryDirectory().appendingPathComponent("big.png"),
                                   width: 1000, height: 1000)
        let cache = ImageCache()
        let small = try cache.image(atPath: url.path, filling: Size(width: 100, height: 100))
        #expect(small.width == 125 && small.height == 125)
        #expect(cache.statistics.levelsMade == 3 && cache.statistics.decoded == 1)
        for _ in 0..<10 { _ = try cache.image(atPath: url.path, filling: Size(width: 100, height: 100)) }
        #expect(cache.statistics.levelsMade == 3 && cache.statistics.decoded == 1)
        // The quadrant colours survive the averaging.
        #expect(argb(small, 10, 10) == argb(loadPNG(url)!, 80, 80))
        let full = try cache.image(atPath: url.path, filling: Size(width: 700, height: 300))
        #expect(full.width == 1000)
    }

    @Test func hugePicturesAreDecodedNoLargerThanAnyCellIsDrawn() throws {
        let url = writeTestPicture(to: temporaryDirectory().appendingPathComponent("huge.png"),
                                   width: 6000, height: 1500)
        let decoded = try DecodedPicture.decode(path: url.path)
        #expect(decoded.width == DecodedPicture.maximumSide && decoded.width == 2048)
        #expect(decoded.height == 512, "the aspect ratio is kept")
        #expect(decoded.pixels.count == 2048 * 512)
        let small = try DecodedPicture.decode(path: url.path, maximumSide: 100)
        #expect(small.width == 100 && small.height == 25)
        // The quadrants' colours survive the scaling.
        #expect(small.pixels[5 * 100 + 10] == decoded.pixels[20 * 2048 + 200])
        let kept = writeTestPicture(to: temporaryDirectory().appendingPathComponent("kept.png"), width: 300, height: 200)
        let unscaled = try DecodedPicture.decode(path: kept.path)
        #expect(unscaled.width == 300 && unscaled.height == 200)
    }

    @Test func levelsCoverTheBox() {
        #expect(ImageCache.level(width: 1000, height: 500, filling: Size(width: 100, height: 100)) == 2)
        #expect(ImageCache.level(width: 100, height: 100, filling: Size(width: 100, height: 100)) == 0)
        #expect(ImageCache.level(width: 100, height: 100, filling: Size(width: 200, height: 200)) == 0)
    }

    @Test func missingAndUnreadableFilesAreTypedErrors() throws {
        let dir = temporaryDirectory()
        let garbage = dir.appendingPathComponent("garbage.png")
        try Data("not a picture".utf8).write(to: garbage)
        let cache = ImageCache()
        for path in [dir.appendingPathComponent("missing.png").path, garbage.path] {
            do {
                _ = try cache.image(atPath: path)
                Issue.record("expected an error for \(path)")
            } catch {
                #expect(error.description.hasPrefix("cannot read image '\(path)': "))
                #expect(!error.description.contains("\n"))
                #expect(cache.failure(forPath: path) == error)
            }
        }
    }

    @Test func evictsLeastRecentlyUsedBeyondTheBudget() throws {
        let dir = temporaryDirectory()
        let paths = (0..<4).map {
            writeTestPicture(to: dir.appendingPathComponent("p\($0).png"), width: 100, height: 100).path
        }
        let cache = ImageCache(budget: 100 * 100 * 4 * 2)
        for path in paths { _ = try cache.image(atPath: path) }
        #expect(cache.byteCount <= 100 * 100 * 4 * 2)
        _ = try cache.image(atPath: paths[3])
        #expect(cache.statistics.hits == 1)
        _ = try cache.image(atPath: paths[0])
        #expect(cache.statistics.decoded == 5)
    }

    @Test func lruKeepsRecentlyUsedKeys() {
        let lru = LRUCache<Int, String>(budget: 3)
        for i in 0..<3 { lru.insert("\(i)", for: i, cost: 1) }
        _ = lru.value(for: 0)
        lru.insert("3", for: 3, cost: 1)
        #expect(lru.contains(0) && !lru.contains(1) && lru.contains(2) && lru.contains(3))
        for _ in 0..<1000 { _ = lru.value(for: 2) }
        lru.insert("4", for: 4, cost: 1)
        #expect(lru.contains(2) && !lru.contains(0) && lru.count == 3 && lru.totalCost == 3)
    }

    @Test func valuesOfTheCurrentFrameAreNotEvictedForEachOther() {
        let lru = LRUCache<Int, String>(budget: 2)
        lru.beginFrame()
        for i in 0..<4 { lru.insert("\(i)", for: i, cost: 1) }
        // All four are used in this frame: the budget gives way until the next one.
        #expect(lru.count == 4 && lru.totalCost == 4 && lru.evictions == 0)
        lru.beginFrame()
        _ = lru.value(for: 3)
        lru.insert("4", for: 4, cost: 1)
        // A new frame: the values it has not used go, oldest first, down to the budget.
        #expect(lru.contains(3) && lru.contains(4) && lru.count == 2 && lru.evictions == 3)
    }

    @Test func aHugeElementIsComposedFromACappedPicture() throws {
        let renderer = SceneRenderer(dataset: .placeholder(count: 1), style: .layout(.cards))
        let huge = LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 2000, y: 2000),
                                    size: Size(width: 4000, height: 4000))
        let entry = try #require(renderer.cellPicture(for: huge, state: .none, margin: 0, scale: 2))
        #expect(max(entry.image.width, entry.image.height) <= Int(SceneRenderer.maximumPictureSide))
        #expect(entry.scale == SceneRenderer.maximumPictureSide / 4000)
    }
}
