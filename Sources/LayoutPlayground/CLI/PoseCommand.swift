import ArgumentParser
import CollectionLayout

/// `pose`: poses of the custom carousel's items turned into the
/// `transform=`/`alpha=` pair `--set` takes (the contract is in docs/REFERENCE.md, "Poses").
struct PoseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pose",
        abstract: "Print the custom carousel's transform and alpha that pass through the given poses.")

    @OptionGroup var view: ViewOptions

    @Option(name: .customLong("from-type"),
            help: ArgumentHelp("Start from this carousel type's shape, sampled into poses at the offsets −3…3.", valueName: "TYPE"))
    var fromType: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The axis every pose turns about (default 0,1,0).", valueName: "AX,AY,AZ"))
    var axis: AxisArgument?

    @Option(help: ArgumentHelp("Beyond the outermost poses: linear (along the last two poses' line, the default) or hold.",
                               valueName: "linear|hold"))
    var extend: String = "linear"

    @Option(name: .customLong("pose"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("'O: x=X, y=Y, z=Z, angle=A, scale=S, alpha=AL' (repeatable; write --pose='…' so a negative offset is not taken for an option).",
                               valueName: "POSE"))
    var poseTexts: [String] = []

    func run() throws {
        print(try Self.expressions(view: view, fromType: fromType, axis: axis, extend: extend, poseTexts: poseTexts))
    }

    /// The two lines `pose` prints.
    static func expressions(view: ViewOptions, fromType: String?, axis: AxisArgument?, extend: String,
                            poseTexts: [String]) throws -> String {
        guard let ends = MonotoneCurve.Ends(rawValue: extend) else {
            throw CommandFailure(message: "pose: --extend '\(extend)': expected linear or hold")
        }
        let poseAxis = axis?.axis ?? .y
        guard poseAxis.unit != nil else {
            throw CommandFailure(message: "pose: --axis '\(axis?.text ?? "")': the axis must be a direction, not 0,0,0")
        }
        let given = try poseTexts.enumerated().map { k, text throws(CommandFailure) in try PoseArgument(text, number: k + 1) }
        if given.isEmpty, fromType == nil {
            throw CommandFailure(message: "pose: expected at least one --pose (or --from-type to start from a type's shape)")
        }
        for (k, p) in given.enumerated() {
            if let j = given[..<k].firstIndex(where: { $0.offset == p.offset }) {
                throw CommandFailure(message: "pose: --pose \(k + 1) is at offset \(formatNumber(p.offset)), as --pose \(j + 1) is")
            }
        }
        let shape = try shapeLayout(view: view, fromType: fromType)
        var poses = CarouselPoses(axis: poseAxis, ends: ends)
        if let fromType {
            switch shape.sampledPoses(axis: poseAxis) {
            case .success(let sampled): for p in sampled { poses.set(p) }
            case .failure(let refusal): throw refusalMessage(type: fromType, axis: poseAxis, at: refusal.offset)
            }
        }
        for p in given {
            let near = poses.poses.min { abs($0.offset - p.offset) < abs($1.offset - p.offset) }?.angle ?? 0
            guard var pose = shape.pose(atOffset: p.offset, axis: poseAxis, near: near) else {
                throw refusalMessage(type: fromType ?? "custom", axis: poseAxis, at: p.offset)
            }
            for (property, v) in p.values { pose[property] = v }
            poses.set(pose)
        }
        guard poses.poses.count <= CarouselPoses.maximumCount else {
            throw CommandFailure(message: "pose: \(poses.poses.count) poses: a curve takes at most \(CarouselPoses.maximumCount)")
        }
        return "transform=\(poses.transformText)\nalpha=\(poses.alphaText)"
    }

    /// The carousel whose shape fills what a pose leaves out: `type` as
    /// configured, or the custom type's default chain and alpha.
    private static func shapeLayout(view: ViewOptions, fromType: String?) throws -> CarouselLayout {
        var c = try view.configuration()
        guard c.layoutKind == .carousel else {
            throw CommandFailure(message: "pose: the layout '\(c.layoutKind.id)' has no poses: pose the carousel (--layout carousel)")
        }
        if let fromType {
            guard CarouselLayout.CarouselType(rawValue: fromType) != nil else {
                let types = CarouselLayout.CarouselType.allCases.map(\.rawValue).joined(separator: ", ")
                throw CommandFailure(message: "pose: --from-type '\(fromType)': expected one of \(types)")
            }
            c.assignments.append("type=\(fromType)")
        } else {
            c.assignments += ["type=custom", "transform=\(CarouselLayout.defaultTransform)", "alpha=1"]
        }
        c.offset = nil
        guard let carousel = LayoutDescription.designed(try c.makeView().layout) else {
            throw CommandFailure(message: "pose: the layout '\(c.layoutKind.id)' has no poses: pose the carousel (--layout carousel)")
        }
        return carousel
    }

    private static func refusalMessage(type: String, axis: PoseAxis, at offset: Double) -> CommandFailure {
        CommandFailure(message: "pose: the type '\(type)' at offset \(formatNumber(offset)) is not a move, a turn about \(axis) and a scale: try another --axis")
    }
}
