import ArgumentParser

/// How `login` reaches the convention's OpenID Connect provider: its issuer and the client id
/// registered there (both remembered per convention once given), a registered redirect that is not
/// this machine (then the address the browser ended on is pasted), no browser, or the device grant.
struct LoginOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The login provider (OpenID Connect issuer), remembered for the convention; a Eurofurence source defaults to https://identity.eurofurence.org/.",
            valueName: "url"))
    var issuer: String?

    @Option(
        name: .customLong("client-id"),
        help: ArgumentHelp(
            "The client id registered at the login provider for this app, remembered for the convention.",
            valueName: "id"))
    var clientID: String?

    @Option(
        name: .customLong("redirect"),
        help: ArgumentHelp(
            "A redirect address registered for the client that is not this machine (e.g. eurofurence://auth/login): the address the browser ends on is then pasted; remembered for the convention. Without it, the login comes back to 127.0.0.1.",
            valueName: "address"))
    var redirect: String?

    @Flag(
        name: .customLong("no-browser"),
        help: "Never open a browser for a login: the address is printed to open elsewhere.")
    var noBrowser = false

    @Flag(
        name: .customLong("device"),
        help: "`conbook login --device`: log in on another device (a code to type on a phone), where the provider offers it.")
    var device = false
}
