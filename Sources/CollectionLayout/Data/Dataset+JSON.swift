import Foundation

extension Dataset {
    /// Reads a dataset file; image paths resolve against its folder.
    ///
    /// - Throws: `DatasetError` naming the file, and for a bad item its
    ///   section, index and field — a missing or unreadable file, malformed
    ///   JSON, a wrong type, a non-positive or non-finite size, a bad colour,
    ///   or a picture that does not exist.
    public static func load(path: String, checkImages: Bool = true) throws(DatasetError) -> Dataset {
        guard FileManager.default.fileExists(atPath: path) else {
            throw DatasetError(source: path, message: "no such file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DatasetError(source: path, message: "cannot read the file")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(data, source: path, baseDirectory: folder, checkImages: checkImages)
    }

    /// Decodes dataset JSON. `baseDirectory` resolves relative `img` paths.
    public static func parse(
        _ data: Data, source: String, baseDirectory: String? = nil, checkImages: Bool = false
    ) throws(DatasetError) -> Dataset {
        func fail(_ message: String) -> DatasetError { DatasetError(source: source, message: message) }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw fail("malformed JSON at \(JSONErrorLocation(error: error, data: data).description)")
        }
        var reader = ItemReader(source: source, baseDirectory: baseDirectory, checkImages: checkImages)
        if let items = root as? [Any] {
            let dataset = Dataset(sections: [DatasetSection(items: try reader.items(items, section: nil))], source: source)
            try reader.checkNamesAgainstPositions(dataset)
            return dataset
        }
        guard let object = root as? [String: Any] else {
            throw fail("expected an array of items or an object with \"sections\"")
        }
        guard let sections = object["sections"] as? [Any] else {
            throw fail("expected a \"sections\" array at the top level")
        }
        var result: [DatasetSection] = []
        for (s, raw) in sections.enumerated() {
            guard let section = raw as? [String: Any] else { throw fail("section \(s): expected an object") }
            var title: String?
            if let t = section["title"] {
                guard let string = t as? String else { throw fail("section \(s): field \"title\" must be a string") }
                title = string
            }
            guard let items = section["items"] as? [Any] else {
                throw fail("section \(s): expected an \"items\" array")
            }
            let metrics = try Self.sectionMetrics(section, index: s, fail: fail)
            result.append(DatasetSection(title: title, items: try reader.items(items, section: s), metrics: metrics))
        }
        let dataset = Dataset(sections: result, source: source)
        try reader.checkNamesAgainstPositions(dataset)
        return dataset
    }

    /// A section's `"columns"` (1…12), `"headerHeight"` and `"footerHeight"`
    /// (0…10000), each optional.
    private static func sectionMetrics(_ section: [String: Any], index s: Int,
                                       fail: (String) -> DatasetError) throws(DatasetError) -> SectionMetrics {
        var metrics = SectionMetrics()
        if let raw = section["columns"] {
            let limit = SectionMetrics.maximumColumns
            guard let number = raw as? NSNumber, String(cString: number.objCType) != "c", let columns = Int(exactly: number.doubleValue),
                  (1...limit).contains(columns) else {
                throw fail("section \(s): field \"columns\" must be a whole number from 1 to \(limit)")
            }
            metrics.columns = columns
        }
        for key in ["headerHeight", "footerHeight"] {
            guard let raw = section[key] else { continue }
            let limit = SectionMetrics.maximumHeight
            guard let number = raw as? NSNumber, String(cString: number.objCType) != "c", number.doubleValue.isFinite,
                  (0...limit).contains(number.doubleValue) else {
                throw fail("section \(s): field \"\(key)\" must be a number from 0 to \(Int(limit))")
            }
            if key == "headerHeight" { metrics.headerHeight = number.doubleValue } else { metrics.footerHeight = number.doubleValue }
        }
        return metrics
    }

}

/// Turns JSON objects into items, with errors that say where.
private struct ItemReader {
    let source: String
    let baseDirectory: String?
    let checkImages: Bool
    private var imageExists: [String: Bool] = [:]
    /// The explicit ids seen so far, with where each was, to refuse duplicates.
    private var names: [String: String] = [:]
    /// The flat position of the next item.
    private var position = 0

    init(source: String, baseDirectory: String?, checkImages: Bool) {
        self.source = source
        self.baseDirectory = baseDirectory
        self.checkImages = checkImages
    }

    mutating func items(_ raw: [Any], section: Int?) throws(DatasetError) -> [DatasetItem] {
        var out: [DatasetItem] = []
        out.reserveCapacity(raw.count)
        for (i, value) in raw.enumerated() {
            let place = section.map { "section \($0), item \(i)" } ?? "item \(i)"
            var read = try item(value, place: place)
            read.ordinal = position
            position += 1
            out.append(read)
        }
        return out
    }

    /// Refuses an explicit id that reads as the position of another item
    /// without one (`"id": "3"` when item 3 has no id): both would print as
    /// `"3"`. Only named items are looked at.
    ///
    /// - Complexity: O(m·s) for m named items and s sections.
    func checkNamesAgainstPositions(_ dataset: Dataset) throws(DatasetError) {
        for (name, place) in names {
            guard let n = Int(name), String(n) == name, n >= 0, n < dataset.itemCount, n != position(of: place) else {
                continue
            }
            var rest = n
            for section in dataset.sections {
                if rest < section.items.count {
                    if section.items[rest].explicitID == nil {
                        throw DatasetError(source: source, message:
                            "\(place): field \"id\": \"\(name)\" is also the position of an item without an id")
                    }
                    break
                }
                rest -= section.items.count
            }
        }
    }

    private var namePositions: [String: Int] = [:]

    private func position(of place: String) -> Int { namePositions[place] ?? -1 }

    private mutating func item(_ raw: Any, place: String) throws(DatasetError) -> DatasetItem {
        func fail(_ message: String) -> DatasetError { DatasetError(source: source, message: "\(place): \(message)") }
        guard let object = raw as? [String: Any] else { throw fail("expected an object") }
        var item = DatasetItem()
        func string(_ key: String) throws(DatasetError) -> String? {
            guard let v = object[key], !(v is NSNull) else { return nil }
            if let s = v as? String { return s }
            if let n = v as? NSNumber, key == "price" { return n.stringValue }
            throw fail("field \"\(key)\" must be a string")
        }
        func number(_ key: String) throws(DatasetError) -> Double? {
            guard let v = object[key], !(v is NSNull) else { return nil }
            guard let n = v as? NSNumber, String(cString: n.objCType) != "c" else {
                throw fail("field \"\(key)\" must be a number")
            }
            let d = n.doubleValue
            guard d.isFinite, d > 0 else { throw fail("field \"\(key)\" must be a positive number, got \(n)") }
            return d
        }
        let w = try number("w"), h = try number("h")
        switch (w, h) {
        case let (w?, h?): item.size = Size(width: w, height: h)
        case (nil, nil): break
        default: throw fail("fields \"w\" and \"h\" must be given together")
        }
        if let name = try string("id") {
            if let other = names[name] { throw fail("field \"id\": duplicate id \"\(name)\" (also \(other))") }
            names[name] = place
            namePositions[place] = position
            item.explicitID = name
        }
        item.title = try string("title")
        item.subtitle = try string("subtitle")
        item.price = try string("price")
        if let hex = try string("color") {
            guard let color = RGBColor(hex: hex) else { throw fail("field \"color\" must look like #rrggbb, got \"\(hex)\"") }
            item.color = color
        }
        if let img = try string("img") {
            guard !img.isEmpty else { throw fail("field \"img\" is empty") }
            let path = img.hasPrefix("/") ? img : ((baseDirectory ?? ".") + "/" + img)
            if checkImages {
                let exists = imageExists[path] ?? FileManager.default.fileExists(atPath: path)
                imageExists[path] = exists
                guard exists else { throw fail("field \"img\": missing image \(img)") }
            }
            item.imagePath = path
        }
        return item
    }
}
