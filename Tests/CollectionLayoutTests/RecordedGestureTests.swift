import CollectionLayout
import Foundation
import Testing

/// Recorded gestures: the JSON format, its checks, and playback through a
/// layout's physics that does not depend on the frame rate.
@Suite struct RecordedGestureTests {
    let viewport = Size(width: 800, height: 600)

    /// A flick to the left over `duration` seconds in `steps` moves.
    static func flick(dx: Double, duration: Double = 0.1, steps: Int = 6, y: Double = 300) throws -> RecordedGesture {
        var samples = [RecordedGesture.Sample(t: 0, x: 600, y: y, phase: .down)]
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            samples.append(.init(t: duration * f, x: 600 + dx * f, y: y, phase: i == steps ? .up : .move))
        }
        return try RecordedGesture(samples: samples)
    }

    @Test func jsonRoundTripsAndBadGesturesSayWhy() throws {
        let gesture = try Self.flick(dx: -300)
        #expect(try RecordedGesture(json: gesture.json) == gesture)
        let text = #"{"samples": [{"t": 0, "x": 1, "y": 2, "phase": "down"}, {"t": 0.5, "x": 3, "y": 4, "phase": "up"}]}"#
        #expect(try RecordedGesture(json: Data(text.utf8)).samples.count == 2)
        for bad in [
            #"{"samples": []}"#, #"{"samples": [{"t": 0, "x": 1, "y": 2, "phase": "up"}]}"#,
            #"{"samples": [{"t": 1, "x": 1, "y": 2, "phase": "down"}, {"t": 0.5, "x": 1, "y": 2, "phase": "up"}]}"#,
            #"{"samples": [{"t": 0, "x": 1, "y": 2, "phase": "down"}, {"t": 1, "x": 1, "y": 2, "phase": "down"}]}"#,
            #"{"samples": [{"t": 0, "x": 1, "phase": "down"}]}"#, #"{"samples": [{"t": 0, "x": 1, "y": 2, "phase": "tap"}]}"#,
            "not json", #"{"taps": []}"#,
        ] {
            #expect(throws: LayoutError.self, "\(bad)") { try RecordedGesture(json: Data(bad.utf8)) }
        }
    }

    /// The gesture played into a scroller by hand, as the canvas feeds a
    /// live drag: each sample at its time, frames at `fps` in between.
    func live(_ gesture: RecordedGesture, layout: any CollectionLayout, fps: Double, until end: Double) -> [Double: Point] {
        let scroller = Scroller()
        scroller.configure(layout: layout, viewport: viewport)
        scroller.setOffset(layout.initialContentOffset)
        var seen: [Double: Point] = [:]
        var samples = gesture.samples[...]
        var frame = 0
        var time = 0.0
        while time <= end {
            while let s = samples.first, s.t <= time {
                switch s.phase {
                case .down: scroller.beginDrag(at: s.point, time: s.t)
                case .move: scroller.drag(to: s.point, time: s.t)
                case .up:
                    scroller.drag(to: s.point, time: s.t)
                    scroller.endDrag(time: s.t)
                }
                samples = samples.dropFirst()
            }
            scroller.advance(to: time)
            for probe in [0.05, 0.2, 0.5, 1, 3] where abs(time - probe) < 1e-9 { seen[probe] = scroller.offset }
            frame += 1
            time = Double(frame) / fps
        }
        return seen
    }

    @Test(arguments: ["cards", "stack", "waterfall", "carousel", "wheel", "springs"])
    func playbackFollowsTheLiveDragAtAnyFrameRate(id: String) throws {
        let layout = try #require(LayoutRegistry.type(for: id)).init()
        layout.prepare(LayoutContext(viewport: viewport, sections: [Array(repeating: ItemMetrics(), count: 40)]))
        let vertical = layout.scrollAxis == .vertical
        // Samples between frames, as a hand's are.
        var gesture = try Self.flick(dx: -420, duration: 0.107)
        if vertical {
            gesture.samples = gesture.samples.map { .init(t: $0.t, x: 300, y: 300 + ($0.x - 600), phase: $0.phase) }
        }
        let live60 = live(gesture, layout: layout, fps: 60, until: 3)
        let live120 = live(gesture, layout: layout, fps: 120, until: 3)
        for probe in [0.05, 0.2, 0.5, 1, 3] {
            let played = GesturePlayback.state(of: gesture, layout: layout, viewport: viewport,
                                               offset: layout.initialContentOffset, at: probe).offset
            let a = try #require(live60[probe]), b = try #require(live120[probe])
            #expect(abs(played.x - a.x) < 1e-6 && abs(played.y - a.y) < 1e-6, "\(id) at \(probe): \(played) vs \(a)")
            #expect(abs(played.x - b.x) < 1e-6 && abs(played.y - b.y) < 1e-6, "\(id) at \(probe): \(played) vs \(b) (60: \(a))")
        }
        // The flick moved the content.
        let end = GesturePlayback.state(of: gesture, layout: layout, viewport: viewport,
                                        offset: layout.initialContentOffset, at: 3).offset
        #expect(end != layout.initialContentOffset, "\(id)")
    }

    @Test func theSpringsSwingDuringAGestureAndRestAfter() throws {
        let layout = try SpringsLayout(assignments: ["springPreset=prominent"])
        layout.prepare(LayoutContext(viewport: viewport, itemCount: 200))
        var gesture = try Self.flick(dx: -300)
        gesture.samples = gesture.samples.map { .init(t: $0.t, x: 300, y: 500 + ($0.x - 600), phase: $0.phase) }
        let during = GesturePlayback.state(of: gesture, layout: layout, viewport: viewport, offset: .zero, at: 0.15)
        let field = try #require(during.springs)
        #expect(!field.isAtRest)
        let after = GesturePlayback.state(of: gesture, layout: layout, viewport: viewport, offset: .zero, at: 20)
        #expect(after.springs?.isAtRest == true)
    }
}
