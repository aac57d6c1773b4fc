import ArgumentParser
import CollectionLayout

/// `O: x=X, y=Y, z=Z, angle=A, scale=S, alpha=AL` (`--pose`): the item at
/// offset O posed; a property left out is taken from the shape posed from.
struct PoseArgument {
    var offset: Double
    var values: [CarouselPose.Property: Double]

    /// Reads `text`, the `number`th `--pose` (from 1).
    ///
    /// - Throws: one line naming the pose and the problem.
    init(_ text: String, number: Int) throws(CommandFailure) {
        func problem(_ reason: String) -> CommandFailure {
            CommandFailure(message: "pose: --pose \(number) '\(text)': \(reason)")
        }
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw problem("expected 'OFFSET: name=value, …', with a ':' after the offset") }
        let head = parts[0].trimmingCharacters(in: .whitespaces)
        guard let o = Double(head), o.isFinite else { throw problem("the offset '\(head)' is not a number") }
        guard abs(o) <= 1000 else { throw problem("the offset must be within −1000…1000 items") }
        offset = o
        values = [:]
        let body = parts[1].trimmingCharacters(in: .whitespaces)
        guard !body.isEmpty else { return }
        for item in body.split(separator: ",", omittingEmptySubsequences: false) {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pair[0].trimmingCharacters(in: .whitespaces)
            guard pair.count == 2 else {
                throw problem(name.isEmpty ? "an empty property (two commas in a row?)" : "expected '\(name)=value'")
            }
            guard let property = CarouselPose.Property(rawValue: name) else {
                let names = CarouselPose.Property.allCases.map(\.rawValue).joined(separator: ", ")
                throw problem("unknown property '\(name)' (the properties are \(names))")
            }
            let valueText = pair[1].trimmingCharacters(in: .whitespaces)
            guard let v = Double(valueText), v.isFinite else { throw problem("\(name) '\(valueText)' is not a number") }
            guard values[property] == nil else { throw problem("\(name) is given twice") }
            if property == .alpha, !(0...1).contains(v) { throw problem("alpha must be within 0…1") }
            if abs(v) > 1e9 { throw problem("\(name) must be within ±10⁹") }
            values[property] = v
        }
    }
}

/// `AX,AY,AZ` (`--axis`): the axis every pose turns about.
struct AxisArgument: ExpressibleByArgument {
    var axis: PoseAxis
    var text: String

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 3 else { return nil }
        axis = PoseAxis(x: numbers[0], y: numbers[1], z: numbers[2])
        text = argument
    }
}
