import ConbookCore
import ConbookModuleKit
import ConbookTesting
import Testing

/// How the modules word the Core's errors: in English exactly as the Core's own descriptions, in
/// German from the catalogue, with the adapters' details as given.
@Suite("Error wording")
struct ErrorWordingTests {
    private static let store: [StoreError] = [
        .unreadable(location: "/data/x", reason: "disk I/O error"), .writeFailed(location: "/data/x", reason: "disk full"),
        .outdated(location: "/data/x", reason: "the old token login"),
    ]
    private static let identity: [IdentityError] = [
        .notConfigured("no client id"), .notOffered("revocation"), .stateMismatch, .idTokenRejected("wrong nonce"),
        .denied, .providerError(code: "invalid_client", description: nil),
        .providerError(code: "invalid_request", description: "bad scope"), .sessionEnded, .expired,
        .redirectUnreadable("no code"), .cancelled, .unreachable("offline"), .timedOut(seconds: 1), .timedOut(seconds: 30),
        .serverError(status: 502), .malformed("not JSON"), .refusedUnsafe("plain http"),
    ]
    private static let source: [ConventionAPIError] = [
        .unreachable("connection refused"), .timedOut(seconds: 30), .serverError(status: 503, reason: ""),
        .serverError(status: 503, reason: "Service Unavailable"), .truncated("cut"), .malformed("not JSON"),
        .tooLarge(limitInBytes: 1000),
    ]
    private static let server: [AttendeeAPIError] = [
        .unauthorized, .forbidden, .serverError(status: 500), .unreachable("offline"), .timedOut(seconds: 5),
        .malformed("bad"), .refusedUnsafe("plain http"),
    ]

    @Test("Given every kind of the Core's errors, when worded in English, then the words are the Core's own")
    func englishIsTheCoresWording() {
        let english = ModuleTexts.english
        let skipped = (1...4).map {
            SkippedEntity(Event.self, identifier: "e\($0)", reason: .missingReference(kind: "day", identifier: "d\($0)"))
        }
        let sync: [SyncError] =
            Self.source.map { .source($0) } + Self.store.map { .store($0) } + [
                .conventionMismatch(expected: "EF29", received: "EF30"),
                .mostlyUnreadable(skippedEvents: Array(skipped.prefix(2)), sentEvents: 3),
                .mostlyUnreadable(skippedEvents: skipped, sentEvents: 4),
                .mostlyUnreadable(
                    skippedEvents: [
                        SkippedEntity(Event.self, name: "Opening", place: "line 29", reason: .unreadable("no start")),
                        SkippedEntity(Event.self, place: "talks[3]", property: "URL", reason: .unreadable("not a web address")),
                        SkippedEntity(Event.self, reason: .unreadable("no title")),
                    ], sentEvents: 5),
            ]
        for error in sync { #expect(ErrorWording.text(of: error, in: english) == error.description) }
        let login: [LoginError] =
            [.notOffered, .notLoggedIn, .sessionEnded] + Self.identity.map { .identity($0) } + Self.server.map { .api($0) }
            + Self.store.map { .store($0) }
        for error in login { #expect(ErrorWording.text(of: error, in: english) == error.description) }
        let feedback: [FeedbackError] = [
            .ratingOutOfRange(7), .unknownEvent, .notAccepted(eventTitle: "Opening"), .notOffered, .login(.api(.forbidden)),
            .login(.notLoggedIn),
        ]
        for error in feedback { #expect(ErrorWording.text(of: error, in: english) == error.description) }
        let settings: [SettingsError] = [
            .outOfRange(setting: "reminder lead time in minutes", value: 5000, range: 0...1440), .notKept,
            .notSaved(Self.store[1]), .syncRunning,
        ]
        for error in settings { #expect(ErrorWording.text(of: error, in: english) == error.description) }
    }

    @Test(
        "Given errors with details from the adapters, when worded in German, then the sentence is German and the detail is kept")
    func germanKeepsTheDetails() {
        let german = ModuleTexts.german

        #expect(
            ErrorWording.text(of: SyncError.source(.timedOut(seconds: 30)), in: german)
                == "Die Datenquelle der Convention hat nicht innerhalb von 30 Sekunden geantwortet.")
        #expect(
            ErrorWording.text(of: LoginError.store(.writeFailed(location: "/data/x", reason: "disk full")), in: german)
                == "Speichern unter /data/x nicht möglich (disk full); die bisher gespeicherten Daten sind unverändert.")
        #expect(
            ErrorWording.text(
                of: SyncError.mostlyUnreadable(
                    skippedEvents: [
                        SkippedEntity(Event.self, identifier: "e1", reason: .missingReference(kind: "day", identifier: "d9")),
                        SkippedEntity(Event.self, name: "Eröffnung", place: "line 3", reason: .unreadable("no start")),
                    ], sentEvents: 3), in: german)
                == "2 der 3 Veranstaltungen der Quelle waren nicht verwendbar, daher wurde nichts geändert: "
                + "Veranstaltung e1: verweist auf Tag d9, das es in den Daten nicht gibt; "
                + "Veranstaltung „Eröffnung“ (line 3): no start.")
        #expect(
            ErrorWording.text(of: FeedbackError.login(.api(.forbidden)), in: german)
                == "Das Feedback wurde nicht gesendet: Der Server der Convention weist dieses Konto ab. "
                + "Dein Text bleibt erhalten; versuch es noch einmal.")
    }
}

/// How the modules word the Core's reasons (why a link or a place cannot be used).
@Suite("Reason wording")
struct ReasonWordingTests {
    @Test(
        "Given the Core's reasons, when worded in German, then each is German with its values kept; in English each reads as its description"
    )
    func reasons() {
        let german = ModuleTexts.german

        #expect(
            ReasonWording.text(of: LinkRefusal.schemeNotFollowed("javascript"), in: german)
                == "Links mit javascript: werden nicht geöffnet")
        #expect(
            ReasonWording.text(of: LinkRefusal.notInConvention(.dealer, id: "dealer-gone"), in: german)
                == "den Händler „dealer-gone“ gibt es in dieser Convention nicht")
        #expect(
            ReasonWording.text(of: MapPlaceProblem.outsidePicture(x: 5000, y: 10, width: 1000, height: 800), in: german)
                == "sein Punkt (5000, 10) liegt außerhalb des Bildes von 1000 × 800")
        #expect(ReasonWording.text(of: MapPlaceProblem.roomNotInSchedule, in: german) == "der Raum ist nicht im Programm")
        let refusals: [LinkRefusal] = [
            .noAddress, .tooLong, .noScheme, .malformedWebAddress, .malformedMailAddress, .malformedPhoneNumber,
            .schemeNotFollowed("data"), .notInConvention(.event, id: "e"), .notInConvention(.dealer, id: "d"),
            .notInConvention(.knowledgeEntry, id: "k"), .notInConvention(.room, id: "r"), .notInConvention(.mapEntry, id: "m"),
        ]
        for refusal in refusals {
            #expect(ReasonWording.text(of: refusal, in: ModuleTexts.english) == refusal.description)
        }
        let problems: [MapPlaceProblem] = [
            .dealerNotInDen, .roomNotInSchedule, .placeOnNoMap, .negativeTapRadius(-5),
            .outsidePicture(x: 1, y: 2, width: 3, height: 4),
        ]
        for problem in problems {
            #expect(ReasonWording.text(of: problem, in: ModuleTexts.english) == problem.description)
        }
    }

    @Test("Given a refused link, when described in German, then the reason is German too")
    func refusedLinkInGerman() {
        #expect(
            LinkViewModel.describe(
                .refused(address: "javascript:x", reason: .schemeNotFollowed("javascript")), in: ModuleTexts.german)
                == "nicht geöffnet: Links mit javascript: werden nicht geöffnet")
    }
}
