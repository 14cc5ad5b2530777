/// Use case: the attendee's own table in the artist alley: see their latest registration, ask
/// for a table, and check out.
///
/// Rules: every call needs a login and goes through the one path of the attendee's requests (the
/// token renewed before it ends, a `401` renewed and retried once, an ended session logged out).
/// A request is checked first (`ArtistAlleyTableRequest.init(checking:)`) and sent only when it
/// passes. The server answers `403` when registration is closed or the attendee may not register,
/// `400` with its reason when it refuses the content, `404` when there is no registration, and
/// `501` when it takes none (the port's default).
@MainActor
public struct ArtistAlleyRegistrationUseCase {
    let account: AttendeeAccount

    /// The attendee's latest registration; nil when they have none.
    /// - Throws: `.notOffered`, `.notLoggedIn`, `.sessionEnded`, `.refused`, `.failed`.
    public func latest() async throws(ArtistAlleyRegistrationError) -> ArtistAlleyRegistration? {
        guard let api = account.api else { throw .notOffered }
        do {
            return try await account.authorized { credential throws(AttendeeAPIError) in
                try await api.latestArtistAlleyRegistration(with: credential)
            }
        } catch .api(.serverError(status: 404)) {
            return nil
        } catch {
            throw registrationError(error)
        }
    }

    /// Checks a request and, when it passes, sends it.
    /// - Throws: `.invalid` (nothing sent), `.refused`, `.rejectedByServer`, and the failures of
    ///   `latest()`.
    public func request(_ form: ArtistAlleyRequestForm) async throws(ArtistAlleyRegistrationError) {
        let request: ArtistAlleyTableRequest
        do {
            request = try ArtistAlleyTableRequest(checking: form)
        } catch {
            throw .invalid(error)
        }
        guard let api = account.api else { throw .notOffered }
        let answer: ArtistAlleyRequestAnswer
        do {
            answer = try await account.authorized { credential throws(AttendeeAPIError) in
                try await api.requestArtistAlleyTable(request, with: credential)
            }
        } catch {
            throw registrationError(error)
        }
        if case .refused(let message) = answer { throw .rejectedByServer(Self.cleaned(message)) }
    }

    /// Checks out: the server deletes the latest registration (the table leaves the alley).
    /// - Throws: `.nothingToCheckOut` when there is none, and the failures of `latest()`.
    public func checkOut() async throws(ArtistAlleyRegistrationError) {
        guard let api = account.api else { throw .notOffered }
        do {
            try await account.authorized { credential throws(AttendeeAPIError) in
                try await api.checkOutOfArtistAlley(with: credential)
            }
        } catch .api(.serverError(status: 404)) {
            throw .nothingToCheckOut
        } catch {
            throw registrationError(error)
        }
    }

    private func registrationError(_ error: LoginError) -> ArtistAlleyRegistrationError {
        switch error {
        case .notOffered, .api(.serverError(status: 501)): .notOffered
        case .notLoggedIn: account.endedSession.ended ? .sessionEnded : .notLoggedIn
        case .sessionEnded: .sessionEnded
        case .api(.forbidden): .refused
        case .api(.serverError(status: 400)): .rejectedByServer("")
        case .api, .identity, .store: .failed(error)
        }
    }

    /// A server's message as shown: control characters become spaces, runs of spaces one, at most
    /// 300 characters (an ellipsis marks a cut).
    static func cleaned(_ message: String) -> String {
        var text = ""
        var lastWasSpace = true
        for scalar in message.unicodeScalars {
            let isSpace =
                scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .format
            if isSpace {
                if !lastWasSpace { text.unicodeScalars.append(" ") }
            } else {
                text.unicodeScalars.append(scalar)
            }
            lastWasSpace = isSpace
        }
        text = text.trimmingSpaces
        return text.count > 300 ? String(text.prefix(299)) + "…" : text
    }
}
