import CGtk
import Foundation

/// Translations through gettext: the app's text domain bound to its
/// compiled catalogs, and `tr` to look a string up.
///
/// The catalogs (`po/*.po`) are compiled by Meson's `i18n` module into
/// `<prefix>/share/locale` when installed; run from the source tree, the app
/// compiles them itself with `msgfmt` into `.build/locale` when a `.po` is
/// newer than its catalog. `LAYOUT_PLAYGROUND_LOCALEDIR` points elsewhere.
enum Localization {
    /// The gettext domain, `layout-playground`.
    static let domain = "layout-playground"
    static let environmentVariable = "LAYOUT_PLAYGROUND_LOCALEDIR"

    /// Follows the environment's locale (`LANGUAGE`, `LC_ALL`, `LANG`) for
    /// the app's own strings and GTK's. Call once, before any widget exists.
    static func start() {
        setlocale(LC_ALL, "")
        guard let directory = localeDirectory() else { return }
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }

    /// Where the compiled catalogs are, compiling them first when running
    /// from the source tree.
    static func localeDirectory() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let directory = environment[environmentVariable], !directory.isEmpty { return directory }
        guard let resources = ResourceLocator.resourcesDirectory() else { return nil }
        let root = URL(fileURLWithPath: resources).deletingLastPathComponent()
        let sources = root.appendingPathComponent("po")
        guard FileManager.default.fileExists(atPath: sources.appendingPathComponent("LINGUAS").path) else {
            // Installed: share/layout-playground beside share/locale.
            return root.appendingPathComponent("locale").path
        }
        let target = root.appendingPathComponent(".build/locale")
        compileCatalogs(from: sources, into: target)
        return target.path
    }

    /// `msgfmt` for each language of `LINGUAS` whose catalog is missing or
    /// older than its `.po`. Without `msgfmt` the app stays in English.
    private static func compileCatalogs(from sources: URL, into target: URL) {
        let fm = FileManager.default
        guard let linguas = try? String(contentsOf: sources.appendingPathComponent("LINGUAS"), encoding: .utf8),
              let msgfmt = ["/usr/bin/msgfmt", "/usr/local/bin/msgfmt"].first(where: fm.isExecutableFile) else { return }
        let languages = linguas.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        for language in languages {
            let po = sources.appendingPathComponent(language + ".po")
            let folder = target.appendingPathComponent(language + "/LC_MESSAGES")
            let mo = folder.appendingPathComponent(domain + ".mo")
            let poDate = (try? fm.attributesOfItem(atPath: po.path)[.modificationDate] as? Date) ?? nil
            let moDate = (try? fm.attributesOfItem(atPath: mo.path)[.modificationDate] as? Date) ?? nil
            if let poDate, let moDate, moDate >= poDate { continue }
            try? fm.createDirectory(at: folder, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: msgfmt)
            process.arguments = ["-o", mo.path, po.path]
            process.standardError = FileHandle.nullDevice
            try? process.run()
            process.waitUntilExit()
        }
    }
}

/// `text` in the person's language, or as it is when it has no translation.
func tr(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    // gettext hands back the msgid's own buffer when there is no translation:
    // that buffer lives only inside withCString.
    return text.withCString { msgid in
        guard let translated = g_dgettext(Localization.domain, msgid), translated != msgid else { return text }
        return String(cString: translated)
    }
}
