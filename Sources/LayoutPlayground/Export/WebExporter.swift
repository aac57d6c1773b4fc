/// Writes the configured view as a self-contained web page (`export web`).
struct WebExporter {
    let configuration: ViewConfiguration

    func write(to directory: String) throws {
        throw CommandFailure(message: "export web: not available in this build")
    }
}
