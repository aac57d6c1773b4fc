/// A failure with a message meant for the user as it stands: thrown by the
/// exporters and the command line, shown by the window or printed on
/// stderr. It lives beside the other shared support, so neither the app nor
/// the exporters depend on the command line.
struct CommandFailure: Error {
    var message: String
}
