public import ConbookCore

/// The Core's errors in words of a catalogue's language: a scene shows these rather than the
/// errors' own (English) `description`. Details the adapters give (a reason, a path) stay as given.
public enum ErrorWording {
    /// Why a sync was refused or failed.
    public static func text(of error: SyncError, in texts: TextCatalogue<ModuleText>) -> String {
        switch error {
        case .source(let error):
            text(of: error, in: texts)
        case .conventionMismatch(let expected, let received):
            texts(.errorConventionMismatch, ["received": received.rawValue, "expected": expected.rawValue])
        case .mostlyUnreadable(let skipped, let sent):
            mostlyUnreadable(skipped, sent: sent, in: texts)
        case .store(let error):
            text(of: error, in: texts)
        case .login(let error):
            texts(.errorSyncLogin, ["reason": text(of: error, in: texts)])
        }
    }

    /// Why the store could not do what was asked.
    public static func text(of error: StoreError, in texts: TextCatalogue<ModuleText>) -> String {
        switch error {
        case .unreadable(let location, let reason): texts(.errorStoreUnreadable, ["location": location, "reason": reason])
        case .outdated(let location, let reason): texts(.errorStoreOutdated, ["location": location, "reason": reason])
        case .writeFailed(let location, let reason): texts(.errorStoreWriteFailed, ["location": location, "reason": reason])
        }
    }

    /// Why the convention's data source could not answer.
    public static func text(of error: ConventionAPIError, in texts: TextCatalogue<ModuleText>) -> String {
        switch error {
        case .unreachable(let detail): texts(.errorSourceUnreachable, ["detail": detail])
        case .timedOut(let seconds): texts(.errorSourceTimedOut, ["seconds": "\(seconds)"])
        case .serverError(let status, let reason):
            reason.isEmpty
                ? texts(.errorSourceServer, ["status": "\(status)"])
                : texts(.errorSourceServerWithReason, ["status": "\(status)", "reason": reason])
        case .truncated(let detail): texts(.errorSourceTruncated, ["detail": detail])
        case .malformed(let detail): texts(.errorSourceMalformed, ["detail": detail])
        case .tooLarge(let limit): texts(.errorSourceTooLarge, ["limit": "\(limit)"])
        case .refusedUnsafe(let detail): texts(.errorServerRefusedUnsafe, ["detail": detail])
        }
    }

    /// Why the convention's server did not do what an attendee's request asked.
    public static func text(of error: AttendeeAPIError, in texts: TextCatalogue<ModuleText>) -> String {
        switch error {
        case .unauthorized: texts(.errorServerUnauthorized)
        case .forbidden: texts(.errorServerForbidden)
        case .serverError(let status): texts(.errorServerStatus, ["status": "\(status)"])
        case .unreachable(let detail): texts(.errorServerUnreachable, ["detail": detail])
        case .timedOut(let seconds): texts(.errorServerTimedOut, ["seconds": "\(seconds)"])
        case .malformed(let detail): texts(.errorServerMalformed, ["detail": detail])
        case .refusedUnsafe(let detail): texts(.errorServerRefusedUnsafe, ["detail": detail])
        }
    }

    /// Why a login, a logout or an attendee's request did not succeed.
    public static func text(of error: LoginError, in texts: TextCatalogue<ModuleText>) -> String {
        switch error {
        case .notOffered: texts(.errorLoginNotOffered)
        case .notLoggedIn: texts(.errorLoginNeeded)
        case .sessionEnded: texts(.errorLoginSessionEnded)
        case .identity(let error): text(of: error, in: texts)
        case .api(let error): text(of: error, in: texts)
        case .store(let error): text(of: error, in: texts)
        }
    }

    /// Why the identity provider did not log in, refresh or revoke.
    public static func text(of error: IdentityError, in texts: TextCatalogue<ModuleText>) -> String {
        switch error {
        case .notConfigured(let detail): texts(.errorIdentityNotConfigured, ["detail": detail])
        case .notOffered(let what): texts(.errorIdentityNotOffered, ["what": what])
        case .stateMismatch: texts(.errorIdentityStateMismatch)
        case .idTokenRejected(let reason): texts(.errorIdentityTokenRejected, ["reason": reason])
        case .denied: texts(.errorIdentityDenied)
        case .providerError(let code, let description):
            texts(.errorIdentityProviderError, ["code": code, "description": description.map { " (\($0))" } ?? ""])
        case .sessionEnded: texts(.errorLoginSessionEnded)
        case .expired: texts(.errorIdentityExpired)
        case .redirectUnreadable(let reason): texts(.errorIdentityRedirectUnreadable, ["reason": reason])
        case .cancelled: texts(.errorIdentityCancelled)
        case .unreachable(let detail): texts(.errorIdentityUnreachable, ["detail": detail])
        case .timedOut(let seconds): texts(.errorIdentityTimedOut, ["seconds": "\(seconds)"])
        case .serverError(let status): texts(.errorIdentityServerError, ["status": "\(status)"])
        case .malformed(let detail): texts(.errorIdentityMalformed, ["detail": detail])
        case .refusedUnsafe(let detail): texts(.errorIdentityRefusedUnsafe, ["detail": detail])
        }
    }

    /// Why feedback on an event was not sent.
    public static func text(of error: FeedbackError, in texts: TextCatalogue<ModuleText>) -> String {
        switch error {
        case .ratingOutOfRange(let rating): texts(.errorFeedbackRating, ["rating": "\(rating)"])
        case .unknownEvent: texts(.errorFeedbackUnknownEvent)
        case .notAccepted(let title): texts(.errorFeedbackNotAccepted, ["title": title])
        case .notOffered: texts(.errorFeedbackNotOffered)
        case .login(.notLoggedIn): texts(.errorFeedbackNeedsLogin)
        case .login(let error): texts(.errorFeedbackNotSent, ["reason": text(of: error, in: texts)])
        }
    }

    /// Why a setting was not changed.
    public static func text(of error: SettingsError, in texts: TextCatalogue<ModuleText>) -> String {
        switch error {
        case .outOfRange(let setting, let value, let range):
            texts(
                setting == SettingsError.syncIntervalSetting ? .errorSyncIntervalOutOfRange : .errorSettingOutOfRange,
                [
                    "value": "\(value)",
                    "lowest": "\(range.lowerBound)",
                    "highest": "\(range.upperBound)",
                ])
        case .notKept: texts(.errorSettingsNotKept)
        case .notSaved(let error): texts(.errorSettingNotSaved, ["reason": text(of: error, in: texts)])
        case .syncRunning: texts(.errorClearWhileSyncing)
        }
    }

    /// How many events of how many could not be used, the first three of them, and how many more.
    private static func mostlyUnreadable(
        _ skipped: [SkippedEntity], sent: Int, in texts: TextCatalogue<ModuleText>
    ) -> String {
        let shown = skipped.prefix(3).map { SkippedWording.text(of: $0, in: texts) }.joined(separator: "; ")
        let values = ["skipped": "\(skipped.count)", "sent": "\(sent)", "entries": shown]
        return skipped.count > 3
            ? texts(.errorMostlyUnreadableAndMore, values.merging(["more": "\(skipped.count - 3)"]) { $1 })
            : texts(.errorMostlyUnreadable, values)
    }
}
