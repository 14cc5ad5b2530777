public import ConbookArtistAlley
public import ConbookArtistAlleyDetail
public import ConbookArtistAlleyRegistration
public import ConbookCore

/// Records what the artist alley module reported.
@MainActor
public final class CapturingArtistAlleyModuleDelegate: ArtistAlleyModuleDelegate {
    /// The tables chosen, in order.
    public private(set) var selectedTables: [ArtistAlleyTable.ID] = []
    /// How many times the user asked for their own registration.
    public private(set) var registrationRequests = 0

    /// Creates the delegate.
    public init() {}

    public func artistAlleyModuleDidSelectTable(_ table: ArtistAlleyTable.ID) {
        selectedTables.append(table)
    }

    public func artistAlleyModuleDidAskForOwnRegistration() {
        registrationRequests += 1
    }
}

/// Records what the artist alley table module reported.
@MainActor
public final class CapturingArtistAlleyDetailModuleDelegate: ArtistAlleyDetailModuleDelegate {
    /// The links followed, in order: where each leads and its name.
    public private(set) var followedLinks: [(destination: ContentLink, name: String)] = []

    /// Creates the delegate.
    public init() {}

    public func artistAlleyDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        followedLinks.append((destination, name))
    }
}

/// Records what the artist alley registration module reported.
@MainActor
public final class CapturingArtistAlleyRegistrationModuleDelegate: ArtistAlleyRegistrationModuleDelegate {
    /// How many times the user asked to log in.
    public private(set) var loginRequests = 0

    /// Creates the delegate.
    public init() {}

    public func artistAlleyRegistrationModuleDidAskToLogIn() {
        loginRequests += 1
    }
}
