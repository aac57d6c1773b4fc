import CGtk
import CollectionLayout
import Foundation

/// Posing from the keyboard, for a person who does not drag (or cannot):
/// in pose mode, `,` and `.` choose the card in view to the left or right
/// (the one in focus first), Alt+arrows move it a point (ten with Shift),
/// Alt+Page Up/Down send it away or bring it nearer, `[` and `]` turn it,
/// `-` and `+` shrink and grow it, Alt+`-` and Alt+`+` fade it and bring it
/// back. Each key is one step of undo, writes the Transform and Alpha
/// fields as a handle's drag does, and says the pose it left (for a screen
/// reader; the notice shows it too).
enum PoseKey {
    case choose(step: Int)
    case move(dx: Double, dy: Double)
    case depth(Double)
    case turn(Double)
    case scale(Double)
    case alpha(Double)

    /// A turn's step: about 3°.
    static let turnStep = 0.05
    /// A growth step: 5 %.
    static let scaleStep = 1.05
    /// An alpha step.
    static let alphaStep = 0.05

    /// The pose key `key` is with the modifiers held, if it is one.
    init?(key: UInt32, alt: Bool, shift: Bool) {
        let step = shift ? 10.0 : 1.0
        switch Int32(key) {
        case GDK_KEY_comma where !alt: self = .choose(step: -1)
        case GDK_KEY_period where !alt: self = .choose(step: 1)
        case GDK_KEY_Left where alt, GDK_KEY_KP_Left where alt: self = .move(dx: -step, dy: 0)
        case GDK_KEY_Right where alt, GDK_KEY_KP_Right where alt: self = .move(dx: step, dy: 0)
        case GDK_KEY_Up where alt, GDK_KEY_KP_Up where alt: self = .move(dx: 0, dy: -step)
        case GDK_KEY_Down where alt, GDK_KEY_KP_Down where alt: self = .move(dx: 0, dy: step)
        case GDK_KEY_Page_Up where alt, GDK_KEY_KP_Page_Up where alt: self = .depth(-10)
        case GDK_KEY_Page_Down where alt, GDK_KEY_KP_Page_Down where alt: self = .depth(10)
        case GDK_KEY_bracketleft where !alt: self = .turn(-Self.turnStep)
        case GDK_KEY_bracketright where !alt: self = .turn(Self.turnStep)
        case GDK_KEY_minus, GDK_KEY_KP_Subtract: self = alt ? .alpha(-Self.alphaStep) : .scale(1 / Self.scaleStep)
        case GDK_KEY_equal, GDK_KEY_plus, GDK_KEY_KP_Add: self = alt ? .alpha(Self.alphaStep) : .scale(Self.scaleStep)
        default: return nil
        }
    }

    /// `pose` after this key (right to left, x and the turn go the other way).
    func applied(to pose: CarouselPose, mirrored: Bool) -> CarouselPose {
        var p = pose
        let flip = mirrored ? -1.0 : 1.0
        switch self {
        case .choose: break
        case .move(let dx, let dy):
            p.x += dx * flip
            p.y += dy
        case .depth(let dz): p.z += dz
        case .turn(let da): p.angle += da * flip
        case .scale(let factor): p.scale = max(0.05, p.scale * factor)
        case .alpha(let da): p.alpha = min(1, max(0, p.alpha + da))
        }
        return p
    }
}

extension Canvas {
    /// A pose key in pose mode (see `PoseKey`); true when pose mode took it.
    func poseKeyPressed(_ key: UInt32, alt: Bool, shift: Bool) -> Bool {
        guard let (carousel, poses) = posedCarousel, poseMode.drag == nil,
              let action = PoseKey(key: key, alt: alt, shift: shift) else { return false }
        let offset = scroller.offset
        let targets = poseTargets(layout.elements(in: Rect(origin: offset, size: viewport), offset: offset), offset: offset,
                                  carousel: carousel)
        // The pose keys act on the chosen card, else the one in focus.
        let inView = Set(targets.map(\.offset)).sorted()
        guard !inView.isEmpty else { return true }
        let focus = inView.min { abs($0) < abs($1) } ?? 0
        let chosen = poseMode.selected.flatMap { s in inView.first { abs($0 - s) < 1e-6 } } ?? focus
        if case .choose(let step) = action {
            // Left and right as drawn: right to left, the next offset is to the left.
            let forward = (step > 0) != carousel.isMirrored
            let next = forward ? inView.first { $0 > chosen + 1e-6 } : inView.last { $0 < chosen - 1e-6 }
            poseMode.selected = next ?? chosen
            announcePose(poses, at: poseMode.selected ?? chosen)
            redraw()
            return true
        }
        let start = poses.index(at: chosen).map { poses.poses[$0] } ?? poses.pose(at: chosen)
        var moved = poses
        moved.set(action.applied(to: start, mirrored: carousel.isMirrored))
        poseMode.selected = chosen
        do {
            try playground.apply(PoseEdit.parameters(carousel.parameters, moved), name: "Pose")
        } catch {
            events.onError?("\(error)")
            return true
        }
        if let posed = PoseEdit.poses(of: LayoutDescription.designed(layout) ?? carousel) {
            announcePose(posed, at: chosen)
        }
        if isReady { trace.emit(.object([("event", .string("poseKeyed")), ("offset", .number(chosen))])) }
        redraw()
        return true
    }

    /// Says the pose at `offset` (see `poseWords`), after the screen
    /// reader's echo of the key, which would otherwise cut it off.
    private func announcePose(_ poses: CarouselPoses, at offset: Double) {
        announcer.say(Self.poseWords(poses, at: offset), after: Announcer.afterChange)
    }

    /// The pose at `offset` in words, as the readout under the selected
    /// card shows it and a screen reader says it: "Offset 1: x 150, y 18,
    /// depth 0, turn 13°, scale 0.88, alpha 0.8".
    static func poseWords(_ poses: CarouselPoses, at offset: Double) -> String {
        let p = poses.index(at: offset).map { poses.poses[$0] } ?? poses.pose(at: offset)
        func n(_ v: Double, _ places: Int) -> String {
            let k = pow(10, Double(places))
            let r = (v * k).rounded() / k + 0  // + 0: no "-0"
            return (r == r.rounded() ? String(Int(r)) : String(r)).replacingOccurrences(of: "-", with: "−")
        }
        return tr("Offset {offset}: x {x}, y {y}, depth {z}, turn {angle}°, scale {scale}, alpha {alpha}")
            .replacingOccurrences(of: "{offset}", with: n(offset, 2))
            .replacingOccurrences(of: "{x}", with: n(p.x, 1))
            .replacingOccurrences(of: "{y}", with: n(p.y, 1))
            .replacingOccurrences(of: "{z}", with: n(p.z, 1))
            .replacingOccurrences(of: "{angle}", with: n(p.angle * 180 / .pi, 0))
            .replacingOccurrences(of: "{scale}", with: n(p.scale, 2))
            .replacingOccurrences(of: "{alpha}", with: n(p.alpha, 2))
    }
}
