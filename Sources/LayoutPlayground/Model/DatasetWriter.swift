import CollectionLayout
import Foundation

/// Writes a dataset as the dataset JSON it can be read back from: every
/// item with its id (so identities survive), its fields, and pictures by
/// path — relative to `folder` when inside it, else absolute.
struct DatasetWriter {
    let folder: String

    /// `{"sections": [{"title", "columns", "headerHeight", "footerHeight", "items": […]}]}`.
    ///
    /// - Complexity: O(n).
    func json(_ dataset: Dataset) -> JSONValue {
        .object([("sections", .array(dataset.sections.map(section)))])
    }

    private func section(_ section: DatasetSection) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let title = section.title { pairs.append(("title", .string(title))) }
        if let columns = section.metrics.columns { pairs.append(("columns", .number(Double(columns)))) }
        if let h = section.metrics.headerHeight { pairs.append(("headerHeight", .number(h))) }
        if let h = section.metrics.footerHeight { pairs.append(("footerHeight", .number(h))) }
        pairs.append(("items", .array(section.items.map(item))))
        return .object(pairs)
    }

    private func item(_ item: DatasetItem) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let id = item.id { pairs.append(("id", .string(id.description))) }
        if let size = item.size {
            pairs.append(("w", .number(size.width)))
            pairs.append(("h", .number(size.height)))
        }
        if let title = item.title { pairs.append(("title", .string(title))) }
        if let subtitle = item.subtitle { pairs.append(("subtitle", .string(subtitle))) }
        if let price = item.price { pairs.append(("price", .string(price))) }
        if let color = item.color { pairs.append(("color", .string(color.description))) }
        if let path = item.imagePath {
            pairs.append(("img", .string(relative(URL(fileURLWithPath: path).standardizedFileURL.path))))
        }
        return .object(pairs)
    }

    private func relative(_ path: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension JSONValue {
    /// A value decoded by `JSONSerialization`, kept as it was (object keys
    /// sorted, since Foundation's dictionaries have no order).
    init(foundation value: Any) {
        switch value {
        case let n as NSNumber where String(cString: n.objCType) == "c": self = .bool(n.boolValue)
        case let n as NSNumber: self = .number(n.doubleValue)
        case let s as String: self = .string(s)
        case let a as [Any]: self = .array(a.map(JSONValue.init(foundation:)))
        case let o as [String: Any]: self = .object(o.keys.sorted().map { ($0, JSONValue(foundation: o[$0]!)) })
        default: self = .null
        }
    }
}
