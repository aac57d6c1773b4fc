import CollectionLayout
import Foundation

/// A `.layout` file: a person's work as JSON — the layout, every one of its
/// parameters, the data (written in, or a file referred to), the item
/// count, the view (size, offset, selection) and the direction. Keys this
/// version does not know are kept and written back. See docs/DOCUMENTS.md.
struct LayoutDocument {
    static let format = "layout-playground"
    /// The version this build writes and the newest it reads.
    static let version = 1
    static let fileExtension = "layout"
    static let mimeType = "application/x-layout-playground"

    /// Where the items come from.
    enum Items: Equatable {
        /// A dataset file or picture folder: as written (relative to the
        /// document, or a bundled dataset's bare name) and resolved.
        case file(written: String, resolved: String)
        /// The items themselves.
        case inline(Dataset)
    }

    var layoutKind: LayoutKind
    /// `key=value` for every parameter of the layout, as `--set` takes them.
    var assignments: [String]
    var items: Items
    var itemCount: Int?
    var viewport: Size
    var offset: Point
    /// The selected item's id, or nil.
    var selection: String?
    var direction: LayoutDirection
    /// Keys a version does not know, kept to be written back: at the top
    /// level, and inside `"view"`.
    struct UnknownKeys {
        var pairs: [(String, JSONValue)] = []
        var viewPairs: [(String, JSONValue)] = []
    }

    /// Keys this version does not know, in their order.
    var unknown = UnknownKeys()
    /// The compositional layout's sideways offsets, by section (absent: 0),
    /// written as `"view": {"sectionOffsets": {"0": 320}}`.
    var sectionOffsets: [Int: Double] = [:]
    /// The picture behind the canvas (`"reference": {"file", "x", "y",
    /// "scale", "opacity"}`), its path as written and resolved.
    var reference: WrittenReference?

    /// The reference picture with its path as the document writes it.
    struct WrittenReference {
        var written: String
        var picture: ReferencePicture
    }

    private static let knownKeys: Set = ["format", "version", "layout", "parameters", "dataset", "items", "view", "direction",
                                         "reference"]
    private static let knownViewKeys: Set = ["width", "height", "offset", "selection", sectionOffsetsKey]
    /// The key of the sideways offsets inside `"view"`.
    static let sectionOffsetsKey = "sectionOffsets"

    // MARK: Reading

    /// Reads the document at `path`.
    ///
    /// - Throws: `DocumentError`, one line naming the file and the problem:
    ///   unreadable, not JSON, not a document, a newer version, an unknown
    ///   layout, a bad parameter or data. The file is never changed.
    static func read(path: String) throws(DocumentError) -> LayoutDocument {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw DocumentError(path: path, FileProblem(reading: path).reason)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(bytes, path: path, folder: folder)
    }

    /// Decodes a document's bytes; `folder` resolves relative paths.
    static func parse(_ bytes: Data, path: String, folder: String) throws(DocumentError) -> LayoutDocument {
        func fail(_ message: String) -> DocumentError { DocumentError(path: path, message) }
        guard let root = try? JSONSerialization.jsonObject(with: bytes), let object = root as? [String: Any] else {
            throw fail("not a Layout Playground document (it is not a JSON object)")
        }
        guard object["format"] as? String == format else {
            throw fail("not a Layout Playground document (\"format\" is not \"\(format)\")")
        }
        guard let version = (object["version"] as? NSNumber)?.intValue else { throw fail("\"version\" is missing") }
        guard version <= Self.version else {
            throw fail("written by a newer Layout Playground (document version \(version); this version reads up to \(Self.version))")
        }
        guard let layoutID = object["layout"] as? String else { throw fail("\"layout\" is missing") }
        guard let layoutKind = LayoutKind(id: layoutID) else {
            throw fail("unknown layout \"\(layoutID)\" (known: \(LayoutRegistry.ids.joined(separator: ", ")))")
        }
        var assignments: [String] = []
        if let raw = object["parameters"] {
            guard let parameters = raw as? [String: Any] else { throw fail("\"parameters\" must be an object") }
            for key in parameters.keys.sorted() {
                guard let text = Self.text(of: parameters[key]!) else {
                    throw fail("parameter \"\(key)\" must be a string, a number or true/false")
                }
                assignments.append("\(key)=\(text)")
            }
        }
        do {
            _ = try layoutKind.make(assignments: assignments)
        } catch {
            throw fail("\(error)")
        }
        let items = try readItems(object["dataset"], folder: folder, fail: fail)
        var itemCount: Int?
        if let raw = object["items"], !(raw is NSNull) {
            guard let n = (raw as? NSNumber).flatMap({ Int(exactly: $0.doubleValue) }), (0...ViewConfiguration.maximumItems).contains(n) else {
                throw fail("\"items\" must be a whole number from 0 to \(ViewConfiguration.maximumItems), or null")
            }
            itemCount = n
        }
        let view = object["view"] as? [String: Any] ?? [:]
        func number(_ value: Any?, _ name: String, positive: Bool) throws(DocumentError) -> Double? {
            guard let value, !(value is NSNull) else { return nil }
            guard let n = (value as? NSNumber)?.doubleValue, n.isFinite, !positive || n >= 1 else {
                throw fail("\"view\": \"\(name)\" must be a finite number\(positive ? " of at least 1" : "")")
            }
            return n
        }
        let width = try number(view["width"], "width", positive: true) ?? 800
        let height = try number(view["height"], "height", positive: true) ?? 600
        let offset = view["offset"] as? [String: Any] ?? [:]
        let x = try number(offset["x"], "offset.x", positive: false) ?? 0
        let y = try number(offset["y"], "offset.y", positive: false) ?? 0
        let sectionOffsets = try readSectionOffsets(view[sectionOffsetsKey], fail: fail)
        var direction = LayoutDirection.leftToRight
        if let raw = object["direction"] {
            guard let text = raw as? String, let d = LayoutDirection(rawValue: text) else {
                throw fail("\"direction\" must be \"ltr\" or \"rtl\"")
            }
            direction = d
        }
        let reference = try readReference(object["reference"], folder: folder, fail: fail)
        let unknown = UnknownKeys(pairs: object.keys.filter { !knownKeys.contains($0) }.sorted().map { ($0, JSONValue(foundation: object[$0]!)) },
                                  viewPairs: view.keys.filter { !knownViewKeys.contains($0) }.sorted().map { ($0, JSONValue(foundation: view[$0]!)) })
        return LayoutDocument(layoutKind: layoutKind, assignments: assignments, items: items, itemCount: itemCount,
                              viewport: Size(width: width, height: height), offset: Point(x: x, y: y),
                              selection: view["selection"] as? String, direction: direction, unknown: unknown,
                              sectionOffsets: sectionOffsets, reference: reference)
    }

    /// `"reference"`: the picture's file (relative to the document, or
    /// absolute), its place, scale and opacity. The file need not exist:
    /// a moved picture leaves the document readable, and the app says so.
    private static func readReference(_ raw: Any?, folder: String,
                                      fail: (String) -> DocumentError) throws(DocumentError) -> WrittenReference? {
        guard let raw, !(raw is NSNull) else { return nil }
        guard let object = raw as? [String: Any], let file = object["file"] as? String, !file.isEmpty else {
            throw fail("\"reference\" must be an object with a \"file\"")
        }
        func number(_ key: String, _ range: ClosedRange<Double>, _ otherwise: Double) throws(DocumentError) -> Double {
            guard let value = object[key] else { return otherwise }
            guard let n = (value as? NSNumber)?.doubleValue, range.contains(n) else {
                let low = formatNumber(range.lowerBound), high = formatNumber(range.upperBound)
                throw fail("\"reference\": \"" + key + "\" must be a number in " + low + "…" + high)
            }
            return n
        }
        let path = file.hasPrefix("/") ? file : URL(fileURLWithPath: folder).appendingPathComponent(file).path
        let picture = ReferencePicture(path: path, origin: Point(x: try number("x", -1e6...1e6, 0), y: try number("y", -1e6...1e6, 0)),
                                       scale: try number("scale", 0.01...100, 1),
                                       opacity: try number("opacity", ReferencePicture.opacities, 0.5))
        return WrittenReference(written: file, picture: picture)
    }

    /// `picture` as a document saved in `folder` writes it: its path relative when inside the folder.
    static func written(_ picture: ReferencePicture, folder: String) -> WrittenReference {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return WrittenReference(written: picture.path.hasPrefix(prefix) ? String(picture.path.dropFirst(prefix.count)) : picture.path,
                                picture: picture)
    }

    /// `{"0": 320, "2": 96}`: section numbers (0 or more) to finite offsets; none when absent or null.
    private static func readSectionOffsets(_ raw: Any?, fail: (String) -> DocumentError) throws(DocumentError) -> [Int: Double] {
        guard let raw, !(raw is NSNull) else { return [:] }
        let problem = "\"view\": \"\(sectionOffsetsKey)\" must map section numbers (\"0\", \"1\", …) to finite numbers"
        guard let object = raw as? [String: Any] else { throw fail(problem) }
        var offsets: [Int: Double] = [:]
        for (key, value) in object {
            guard let s = Int(key), s >= 0, String(s) == key, let n = value as? NSNumber,
                  String(cString: n.objCType) != "c", n.doubleValue.isFinite else { throw fail(problem) }
            offsets[s] = n.doubleValue
        }
        return offsets
    }

    private static func readItems(_ raw: Any?, folder: String,
                                  fail: (String) -> DocumentError) throws(DocumentError) -> Items {
        guard let object = raw as? [String: Any] else { throw fail("\"dataset\" must be an object") }
        if let file = object["file"] {
            guard let written = file as? String, !written.isEmpty else { throw fail("\"dataset\": \"file\" must be a path") }
            let beside = written.hasPrefix("/") ? written : folder + "/" + written
            // A bare name that is not beside the document is a bundled dataset.
            let resolved = FileManager.default.fileExists(atPath: beside) || written.contains("/")
                ? beside : (ResourceLocator.dataset(named: written) ?? beside)
            return .file(written: written, resolved: resolved)
        }
        do {
            let bytes = try JSONSerialization.data(withJSONObject: object)
            return .inline(try Dataset.parse(bytes, source: "dataset", baseDirectory: folder, checkImages: true))
        } catch let error as DatasetError {
            throw fail("\"dataset\": \(error.message)")
        } catch {
            throw fail("\"dataset\" is not a dataset")
        }
    }

    /// A parameter's value as `--set` takes it.
    private static func text(of value: Any) -> String? {
        if let s = value as? String { return s }
        if let n = value as? NSNumber {
            if String(cString: n.objCType) == "c" { return n.boolValue ? "true" : "false" }
            return JSONValue.number(n.doubleValue).serialized()
        }
        return nil
    }

    // MARK: Writing

    /// The document as JSON; paths inside `folder` are written relative to it.
    func json(folder: String) -> JSONValue {
        var parameters: [(String, JSONValue)] = []
        for assignment in assignments {
            guard let eq = assignment.firstIndex(of: "=") else { continue }
            parameters.append((String(assignment[..<eq]), .string(String(assignment[assignment.index(after: eq)...]))))
        }
        let dataset: JSONValue
        switch items {
        case .file(let written, _): dataset = .object([("file", .string(written))])
        case .inline(let data): dataset = DatasetWriter(folder: folder).json(data)
        }
        var pairs: [(String, JSONValue)] = [
            ("format", .string(Self.format)), ("version", .number(Double(Self.version))),
            ("layout", .string(layoutKind.id)), ("parameters", .object(parameters)), ("dataset", dataset),
            ("items", .integer(itemCount)),
            ("view", .object(viewPairs)),
            ("direction", .string(direction.rawValue)),
        ]
        if let reference {
            let p = reference.picture
            let fields: [(String, JSONValue)] = [
                ("file", JSONValue.string(reference.written)), ("x", JSONValue.number(p.origin.x)),
                ("y", JSONValue.number(p.origin.y)), ("scale", JSONValue.number(p.scale)), ("opacity", JSONValue.number(p.opacity)),
            ]
            pairs.append(("reference", JSONValue.object(fields)))
        }
        pairs += unknown.pairs
        return .object(pairs)
    }

    /// The `"view"` object: size, offset, selection, the sideways offsets
    /// (only when a section has one), then the keys this version does not know.
    private var viewPairs: [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [
            ("width", .number(viewport.width)), ("height", .number(viewport.height)),
            ("offset", .object([("x", .number(offset.x)), ("y", .number(offset.y))])),
            ("selection", selection.map(JSONValue.string) ?? .null),
        ]
        if !sectionOffsets.isEmpty {
            pairs.append((Self.sectionOffsetsKey, .object(sectionOffsets.keys.sorted().map { (String($0), .number(sectionOffsets[$0]!)) })))
        }
        return pairs + unknown.viewPairs
    }

    /// Writes the document to `path` atomically: a crash mid-save leaves
    /// the old file whole.
    func write(to path: String) throws(DocumentError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let text = json(folder: folder).serialized() + "\n"
        do {
            try AtomicFile.write(Data(text.utf8), to: path)
        } catch let problem as FileProblem {
            throw DocumentError(path: path, "cannot save: \(problem.reason)")
        } catch {
            throw DocumentError(path: path, "cannot save: \(error)")
        }
    }

    // MARK: Views

    /// The view this document shows, for the command line and the app.
    var configuration: ViewConfiguration {
        var c = ViewConfiguration()
        c.layoutKind = layoutKind
        c.assignments = assignments
        switch items {
        case .file(_, let resolved): c.datasetPath = resolved
        case .inline(let data): c.inlineDataset = data
        }
        c.itemCount = itemCount
        c.viewport = viewport
        c.offset = offset
        c.layoutDirection = direction
        c.keptSectionOffsets = sectionOffsets
        c.reference = reference?.picture
        return c
    }
}

/// Why a document cannot be opened or saved: one line naming the file.
struct DocumentError: Error, CustomStringConvertible {
    let path: String
    let message: String

    init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    var description: String { "\(path): \(message)" }
}
