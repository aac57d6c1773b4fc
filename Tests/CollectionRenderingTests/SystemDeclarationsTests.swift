import Foundation
import Testing

/// CRendering declares the Pango, GdkPixbuf and GLib functions the renderer
/// calls itself (so the module needs no include flags). Compiled after the
/// installed libraries' own headers, every declaration must agree with them.
@Suite struct SystemDeclarationsTests {
    static let shim = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/CRendering/shim.h").path

    /// Runs `command` through the shell; its status and output.
    func shell(_ command: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Compiles `checks` after the system headers and the shim's prototypes.
    func compileAgainstSystemHeaders(_ checks: String, shim: String = Self.shim) throws -> (status: Int32, output: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("crendering-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = """
            #include <stddef.h>
            #include <pango/pangocairo.h>
            #include <gdk-pixbuf/gdk-pixbuf.h>
            #define CRENDERING_CHECK_AGAINST_SYSTEM_HEADERS
            #include "\(shim)"
            \(checks)
            """
        try source.write(to: dir.appendingPathComponent("check.c"), atomically: true, encoding: .utf8)
        return try shell("""
            cd '\(dir.path)' && compiler=$(command -v clang || command -v cc) && \
            "$compiler" -fsyntax-only -Werror $(pkg-config --cflags pangocairo gdk-pixbuf-2.0) check.c
            """)
    }

    /// The types the shim defines for itself, checked against the real ones.
    static let layoutChecks = """
        _Static_assert(sizeof(PangoRectangle) == 4 * sizeof(int), "PangoRectangle");
        _Static_assert(offsetof(PangoRectangle, height) == 3 * sizeof(int), "PangoRectangle.height");
        _Static_assert(offsetof(GError, message) == 8, "GError.message");
        _Static_assert(sizeof(gboolean) == sizeof(int), "gboolean");
        _Static_assert(PANGO_SCALE == 1024, "PANGO_SCALE");
        _Static_assert(PANGO_ALIGN_LEFT == 0 && PANGO_ALIGN_CENTER == 1 && PANGO_ALIGN_RIGHT == 2, "PangoAlignment");
        _Static_assert(PANGO_WRAP_WORD_CHAR == 2, "PangoWrapMode");
        _Static_assert(PANGO_ELLIPSIZE_END == 3, "PangoEllipsizeMode");
        _Static_assert(GDK_COLORSPACE_RGB == 0, "GdkColorspace");
        _Static_assert(offsetof(GSList, next) == sizeof(void *), "GSList.next");
        _Static_assert(G_CONNECT_AFTER == 1 && G_CONNECT_SWAPPED == 2, "GConnectFlags");
        _Static_assert(sizeof(gsize) == sizeof(unsigned long), "gsize");
        """

    @Test func theShimAgreesWithTheInstalledHeaders() throws {
        let result = try compileAgainstSystemHeaders(Self.layoutChecks)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aWrongPrototypeIsCaught() throws {
        let wrong = try String(contentsOfFile: Self.shim, encoding: .utf8)
            .replacingOccurrences(of: "int gdk_pixbuf_get_width(", with: "long gdk_pixbuf_get_width(")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("wrong-shim-\(UUID().uuidString).h")
        try wrong.write(to: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: copy) }
        let result = try compileAgainstSystemHeaders("", shim: copy.path)
        #expect(result.status != 0)
        #expect(result.output.contains("gdk_pixbuf_get_width"))
    }
}
