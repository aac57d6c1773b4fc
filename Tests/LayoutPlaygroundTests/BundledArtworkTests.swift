import CollectionLayout
import CollectionRendering
import Foundation
@testable import LayoutPlayground
import Testing

/// The pictures the app ships are sharp where they are shown: every bundled
/// picture holds at least the pixels its largest cell needs at scale 2 (the
/// cell's size, aspect-filled, twice over), on every layout's own dataset in
/// a full-size window. A 196 × 280 level once filled the 768 × 220 hero at
/// 7.8 times its size.
@Suite(.serialized) struct BundledArtworkTests {
    init() {
        setenv(ResourceLocator.environmentVariable, CLIRunner.repositoryRoot + "/Resources", 1)
    }

    /// The widest cell each bundled picture fills, in points, over every
    /// layout's own dataset and showcase values.
    private func largestBoxes(viewport: Size) throws -> [String: [Size]] {
        var boxes: [String: [Size]] = [:]
        for kind in LayoutKind.allCases {
            var configuration = ViewConfiguration()
            configuration.layoutKind = kind
            configuration.viewport = viewport
            let playground = try Playground(configuration: configuration)
            let layout = playground.layout
            let content = Rect(x: 0, y: 0, width: max(layout.contentSize.width, viewport.width),
                               height: max(layout.contentSize.height, viewport.height))
            for element in layout.elements(in: content, offset: layout.initialContentOffset)
            where element.category == .cell {
                guard let path = playground.dataset.item(at: element.indexPath)?.imagePath else { continue }
                boxes[path, default: []].append(element.size)
            }
        }
        return boxes
    }

    @Test func everyPictureHasThePixelsOfItsLargestCellAtScaleTwo() throws {
        let boxes = try largestBoxes(viewport: AppOptions().canvasSize)
        #expect(boxes.count >= 40, "the layouts' datasets show the bundled pictures: \(boxes.count)")
        var worst = (ratio: Double.infinity, path: "")
        for (path, sizes) in boxes {
            let file = try #require(PictureFolder.headerSize(of: path), "\(path) reads")
            let aspect = file.width / file.height
            let needed = sizes.map {
                DecodedPicture.longestSide(filling: Size(width: $0.width * 2, height: $0.height * 2), aspect: aspect)
            }.max() ?? 0
            let ratio = max(file.width, file.height) / needed
            if ratio < worst.ratio { worst = (ratio, path) }
            // A few per cent short is not visible; a picture blown up is.
            #expect(ratio >= 0.95, "\((path as NSString).lastPathComponent): \(file) for \(sizes.max { $0.width < $1.width }!) at scale 2")
        }
        #expect(worst.ratio.isFinite, "the least sharp picture: \(worst)")
    }
}
