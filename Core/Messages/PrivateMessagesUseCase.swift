/// Use case: the attendee's private messages: listed newest first, refreshed from the server,
/// and marked read reliably.
///
/// Rules: the last list is kept with the login and shown offline; opening a message marks it read
/// here at once (saved) and sends the mark to the server; a mark that could not be sent is sent
/// again on the next refresh, before the list is fetched; a message once read stays read whatever
/// a later list says (the server may not show a mark at once). An ended session logs out.
@MainActor
public struct PrivateMessagesUseCase {
    let account: AttendeeAccount

    /// The messages kept, newest first (ties: by identifier); empty when logged out.
    public func messages() -> [PrivateMessage] {
        guard account.validCredential != nil, let messages = account.state?.messages else { return [] }
        return messages.sorted { ($0.receivedAt, $1.id.rawValue) > ($1.receivedAt, $0.id.rawValue) }
    }

    /// A message kept, by identifier.
    public func message(_ id: PrivateMessage.ID) -> PrivateMessage? {
        messages().first { $0.id == id }
    }

    /// How many of the messages kept are unread.
    public var unreadCount: Int {
        messages().count(where: \.isUnread)
    }

    /// Sends the read marks not sent yet, then fetches the list and keeps it. A refresh asked for
    /// while one runs joins it (the list scene and the refresh after a login or a sync ask the
    /// server once).
    /// - Throws: `.notLoggedIn` without a valid login, `.sessionEnded` when the login is no longer
    ///   accepts it (the login is removed), `.api` and `.store` otherwise; the list kept stays.
    public func refresh() async throws(LoginError) {
        if let running = account.messagesRefresh {
            return try await running.value.get()
        }
        let running = Task { () -> Result<Void, LoginError> in
            do throws(LoginError) {
                try await fetch()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        account.messagesRefresh = running
        defer { account.messagesRefresh = nil }
        try await running.value.get()
    }

    private func fetch() async throws(LoginError) {
        guard let api = account.api else { throw .notOffered }
        guard let subject = account.validCredential?.subject else { throw .notLoggedIn }
        try await sendUnsentReads(api: api)
        let fetched = try await account.authorized { credential throws(AttendeeAPIError) in
            try await api.privateMessages(with: credential)
        }
        guard var state = account.state, state.credential.subject == subject else { return }
        let readBefore = Dictionary(
            state.messages.compactMap { message in message.readAt.map { (message.id, $0) } },
            uniquingKeysWith: { first, _ in first })
        state.messages = fetched.map { message in
            var message = message
            if message.readAt == nil { message.readAt = readBefore[message.id] }
            return message
        }
        state.unsentReads.formIntersection(Set(fetched.map(\.id)))
        try save(state)
    }

    /// Opens a message: marks it read here at once (saved) and sends the mark to the server; the
    /// message, or nil when it is not kept.
    /// - Throws: `.store` when the read mark cannot be saved (the message then stays unread here).
    @discardableResult
    public func open(_ id: PrivateMessage.ID) async throws(LoginError) -> PrivateMessage? {
        guard account.validCredential != nil, var state = account.state,
            let index = state.messages.firstIndex(where: { $0.id == id })
        else { return nil }
        guard state.messages[index].isUnread else { return state.messages[index] }
        state.messages[index].readAt = account.now
        state.unsentReads.insert(id)
        try save(state)
        let opened = state.messages[index]
        guard let api = account.api else { return opened }
        do {
            try await account.authorized { credential throws(AttendeeAPIError) in
                try await api.markRead(id, with: credential)
            }
        } catch {
            // The mark stays in `unsentReads`, sent again on the next refresh (an ended session
            // logged out).
            return opened
        }
        try confirmSent([id])
        return opened
    }

    private func sendUnsentReads(api: any AttendeeAPI) async throws(LoginError) {
        let unsent = (account.state?.unsentReads ?? []).sorted { $0.rawValue < $1.rawValue }
        var sent: [PrivateMessage.ID] = []
        for id in unsent {
            do {
                try await account.authorized { credential throws(AttendeeAPIError) in
                    try await api.markRead(id, with: credential)
                }
                sent.append(id)
            } catch {
                try? confirmSent(sent)
                throw error
            }
        }
        try confirmSent(sent)
    }

    private func confirmSent(_ ids: [PrivateMessage.ID]) throws(LoginError) {
        guard !ids.isEmpty, var state = account.state else { return }
        state.unsentReads.subtract(ids)
        try save(state)
    }

    private func save(_ state: AccountState) throws(LoginError) {
        do {
            try account.replace(with: state, change: .messagesUpdated)
        } catch {
            throw .store(error)
        }
    }
}
