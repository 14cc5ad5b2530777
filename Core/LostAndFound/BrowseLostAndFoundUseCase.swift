/// Use case: the convention's lost & found, as the server lists it to attendees.
///
/// Rules: the list is fetched from the server each time it is asked for, never kept: it changes
/// by the hour (a found item may be back with its owner by now), it is the convention's and not
/// the attendee's, and an old list shown offline would send people to pick up what is gone. It
/// needs a login and goes through the one path of the attendee's requests (the token renewed
/// before it ends, a `401` renewed and retried once, an ended session logged out). A server that
/// answers `403` shows it to attendees only, one that answers `501` has no lost & found.
@MainActor
public struct BrowseLostAndFoundUseCase {
    let account: AttendeeAccount

    /// Fetches the items, in the server's order (see `LostAndFoundGroup.grouping(_:searching:)`).
    /// - Throws: `.notOffered`, `.notLoggedIn`, `.sessionEnded` (the login was forgotten),
    ///   `.notAnAttendee`, `.malformed` when the answer cannot be read, `.failed` with the other
    ///   failures.
    public func fetch() async throws(LostAndFoundError) -> [LostAndFoundItem] {
        guard let api = account.api else { throw .notOffered }
        do {
            return try await account.authorized { credential throws(AttendeeAPIError) in
                try await api.lostAndFoundItems(with: credential)
            }
        } catch {
            throw lostAndFoundError(error)
        }
    }

    private func lostAndFoundError(_ error: LoginError) -> LostAndFoundError {
        switch error {
        case .notOffered, .api(.serverError(status: 501)): .notOffered
        case .notLoggedIn: account.endedSession.ended ? .sessionEnded : .notLoggedIn
        case .sessionEnded: .sessionEnded
        case .api(.forbidden): .notAnAttendee
        case .api(.malformed(let detail)): .malformed(detail)
        case .api, .identity, .store: .failed(error)
        }
    }
}
