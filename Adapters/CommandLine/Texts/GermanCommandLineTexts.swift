/// The command line's texts in German (informal „du“).
enum GermanCommandLineTexts {
    static let templates: [CommandLineText: String] = [
        // Shared wording
        .minuteCount: "{count} {count:Minute|Minuten}",
        .secondCount: "{count} {count:Sekunde|Sekunden}",
        .eventCount: "{count} {count:Veranstaltung|Veranstaltungen}",
        // Language choice
        .languageUnknown: "conbook spricht {languages}; wähle eine davon.",
        // Command line checks
        .addressNotOpened: "„{address}“ wird nicht geöffnet: {reason}.",
        .scriptUnreadable: "Das Skript „{script}“ kann nicht gelesen werden.",
        .scriptNotUTF8: "Das Skript „{script}“ kann nicht als UTF-8-Text gelesen werden.",
        .colourConflict: "Verwende entweder --color oder --no-color, nicht beides.",
        .nowInvalid: "--now braucht eine ISO-8601-Zeit mit Zeitzone, etwa 2022-08-25T11:30:00+02:00; „{now}“ ist keine.",
        .timeZoneInvalid: "Unbekannte Zeitzone „{zone}“; verwende einen Namen wie Europe/Berlin.",
        .timeZoneOptionsConflict: "Verwende nur eine der Optionen --time-zone, --local-time und --convention-time.",
        .conventionAndSource: "Verwende entweder --convention oder --source, nicht beides.",
        .sourceKindWithoutSource: "--source-kind gehört zu --source: Es gibt an, welche Art von Quelle das ist.",
        .sourceUnreadable: "--source braucht eine http(s)-URL oder eine lesbare Datei; „{argument}“ ist keins von beidem.",
        .peopleUnreadable: "--people braucht eine http(s)-URL oder eine lesbare Datei; „{argument}“ ist keins von beidem.",
        .peopleWithoutSource:
            "--people gehört zu --source: es nennt die Personendatei, die neben diesem Programm veröffentlicht ist.",
        .leadTimeOutOfRange: "--remind-before erwartet Minuten von 0 bis 1440, nicht {minutes}.",
        .leadTimeNotChanged: "Die Vorlaufzeit der Erinnerungen wurde nicht geändert: {error}",
        .syncIntervalNotChanged: "Der Abstand zwischen Synchronisierungen wurde nicht geändert: {error}",
        .syncIntervalOutOfRange: "--sync-every erwartet Minuten von 1 bis 1440, nicht {minutes}.",
        // The library of conventions
        .storeMovedAside:
            "Der Speicher unter {location} konnte nicht gelesen werden ({reason}). Es geht mit einem leeren Speicher weiter; die Convention wird erneut heruntergeladen.",
        .bundledDemo: "die mitgelieferte Demo",
        .conventionSummary: "{title} · {count} {count:Veranstaltung|Veranstaltungen}",
        .conventionListingLine: "{marker} {name}  {summary}  (Quelle: {source})",
        .demoNotRestarted: "Die Demo konnte nicht von vorn beginnen ({reason}); sie zeigt, was gespeichert war.",
        .conventionUnknown: "Es gibt keine Convention namens „{name}“; `conbook conventions` listet sie auf.",
        .conventionAmbiguous: "„{name}“ passt auf mehrere Conventions: {candidates}. Gib mehr vom Namen ein.",
        .conventionRemoved: "Die Convention „{name}“ wurde mit ihren Favoriten und Gelesen-Markierungen entfernt.",
        .noConventionsStored: "Noch keine Conventions gespeichert; führe conbook aus, um eine herunterzuladen.",
        .downloadingFirst: "Von „{name}“ ist noch nichts gespeichert; es wird zuerst heruntergeladen…",
        .downloadFailed: "Der Download ist fehlgeschlagen: {error}",
        .rememberingFailed: "„{name}“ konnte nicht als zuletzt verwendete Convention gemerkt werden: {error}",
        .timeZoneUnknown: "Unbekannte Zeitzone „{zone}“.",
        // Start-up banner
        .bannerDemo: "Demo-Convention {title}",
        .bannerDemoUntitled: "Demo-Convention",
        .bannerConvention: "Convention {title}",
        .bannerConventionUntitled: "Convention",
        .bannerPinned: "{subject} — die Uhr ist fest auf {moment} gestellt",
        .bannerPinnedDemo: "{subject} — die Uhr ist fest auf {moment} gestellt (mit --now änderbar)",
        // Login and logout
        .alreadyLoggedIn: "Du bist bereits als {name} angemeldet.",
        .loginOpenAddress: "Öffne diese Adresse in einem Browser und melde dich dort an:",
        .loginWaitingOrPaste:
            "Warte auf die Antwort des Anmeldedienstes. Endet der Browser auf einer Seite, die nicht erreichbar ist, füge hier deren Adresse ein und drück Enter.",
        .loginPastePrompt: "Adresse, auf der der Browser endete: ",
        .inputEndedBeforePaste:
            "Die Eingabe endete, bevor die Adresse angegeben wurde, auf der der Browser endete; du bist nicht angemeldet.",
        .loginEnterCode: "Öffne auf deinem Telefon oder einem anderen Rechner {address} und gib den Code {code} ein. Warte…",
        .loggedIn: "Angemeldet als {name}.",
        .loggedOut:
            "Abgemeldet: Deine Anmeldung und deine Nachrichten werden hier nicht mehr aufbewahrt, und der Anmeldedienst hat die Anmeldung widerrufen.",
        .loggedOutNotRevoked:
            "Abgemeldet: Deine Anmeldung und deine Nachrichten werden hier nicht mehr aufbewahrt, aber der Anmeldedienst konnte die Anmeldung nicht widerrufen ({reason}); sie läuft von selbst ab.",
        .stillLoggedIn: "Du bist noch angemeldet: {reason}",
        .notLoggedIn: "Du bist nicht angemeldet: es gibt nichts zu vergessen.",
        // Export and import
        .exportFailed: "Nichts exportiert: {error}",
        .exportNothingDownloaded: "Nichts exportiert: Es ist noch keine Convention heruntergeladen.",
        .exportCannotWrite: "„{path}“ konnte nicht geschrieben werden: {reason}",
        .exported: "{count} {count:Veranstaltung|Veranstaltungen} nach {path} exportiert.",
        .exportTrackGone: "Nichts exportiert: Der Themenbereich „{name}“ ist nicht mehr im Programm.",
        .exportRoomGone: "Nichts exportiert: Der Raum „{name}“ ist nicht mehr im Programm.",
        .exportFriendGone: "Nichts exportiert: Unter dem Namen „{name}“ ist keine Liste von Freunden mehr gespeichert.",
        .calendarHostsLabel: "Leitung:",
        .importCannotRead: "„{path}“ konnte nicht gelesen werden: {reason}",
        .importNotACalendar: "„{path}“ wurde nicht importiert: {error}.",
        .importNothingDownloaded: "Nichts importiert: Es ist noch keine Convention heruntergeladen.",
        .importFailed: "Nichts importiert (kein Favorit geändert): {error}",
        .importReadFile: "{count} {count:Veranstaltung|Veranstaltungen} aus {path} gelesen.",
        .importReadStandardInput: "{count} {count:Veranstaltung|Veranstaltungen} von der Standardeingabe gelesen.",
        .importNoNewFavourites: "Keine neuen Favoriten.",
        .importNewFavourites: "Neue Favoriten ({count}):",
        .importAlreadyFavourites: "Bereits Favoriten ({count}):",
        .importNotFound: "In dieser Convention nicht gefunden ({count}):",
        // Share picks
        .shareIntro:
            "Deine Favoriten bei {convention} ({events}) als Teilcode (nichts Persönliches darin); Freunde öffnen ihn mit `conbook import CODE`:",
        .shareIntroNamed:
            "Deine Favoriten bei {convention} ({events}) als Teilcode, mit deinem Namen „{name}“; Freunde öffnen ihn mit `conbook import CODE`:",
        .shareNoQRCode: "Der Code ist für einen QR-Code zu lang ({characters} Zeichen); gib seinen Text oder die Datei weiter.",
        .shareWritten: "Teilcode in {path} geschrieben.",
        .shareCannotWrite: "Der Teilcode kann nicht in {path} geschrieben werden: {reason}",
        .shareNothingDownloaded: "Für diese Convention ist noch nichts gespeichert, also gibt es keine Favoriten zu teilen.",
        .shareRefused: "Der Teilcode wird abgelehnt, nichts wurde geändert: {reason}",
        .serveListening:
            "Conbook ist unter {address} erreichbar — öffne die Adresse in einem Browser auf diesem Rechner. Strg-C beendet es.",
        .serveListeningOnNetwork:
            "Conbook ist in deinem Netz unter {address} erreichbar; ein Browser muss zuerst gekoppelt werden. Strg-C beendet es.",
        .servePairingHint:
            "Um einen Browser zu koppeln (ein Telefon im selben Netz), öffne diese Adresse einmal oder scanne den Code:",
        .servePairingNext: "Ein Browser wurde gekoppelt. Für einen weiteren: {address}",
        .servePairingStopped:
            "Zu viele falsche Kopplungscodes: Das Koppeln ist beendet. Starte conbook serve neu, um einen weiteren Browser zu koppeln.",
        .serveNoNetworkAddress: "Dieser Rechner hat keine Netzadresse zum Bereitstellen; gib eine an: --lan ADRESSE",
        .serveGuideListening:
            "Das Programm für alle ist unter {address} erreichbar: ohne Anmeldung, ohne Persönliches, Seiten, die jeder Proxy behalten darf. Strg-C beendet es.",
        .serveGuideSynced: "Abgeglichen um {time}: {added} Veranstaltungen neu, {changed} geändert, {removed} entfernt.",
        .serveGuideSyncFailed:
            "Der Abgleich schlug fehl ({reason}): Das Programm zeigt die letzten gültigen Daten und versucht es in {minutes} min erneut.",
        .siteWritten:
            "Das Programm ist in {folder} geschrieben: {pages} Seiten, {written} Dateien geschrieben, {unchanged} unverändert, {removed} entfernt.",
        .siteWorkerStopped:
            "Ein Prozess, der neben diesem Seiten schrieb, hat aufgehört ({reason}): Dieser hat die Seiten geschrieben, die jener noch hatte.",
        .siteWorkersOutOfRange: "--workers nimmt eine Anzahl von 0 bis {most}.",
        .siteCannotWrite: "Das Programm kann nicht nach {path} geschrieben werden: {reason}. Was dort war, bleibt erhalten.",
        .siteNotEmpty:
            "{folder} enthält Dateien, die kein von Conbook geschriebenes Programm sind (keine Liste .conbook-site): Wähle einen leeren oder neuen Ordner.",
        .serveCannotListen: "Bereitstellen unter {address} nicht möglich: {reason}",
        .friendsNone:
            "Hier ist keine Liste von Freunden gespeichert. Behalte eine mit `keep NAME` auf der Auswahl, die `conbook import CODE` öffnet.",
        .friendsLine: "{name}: {events}",
        .friendsLineMissing: "{name}: {events} · {missing} nicht in diesem Programm",
        .friendForgotten: "Die Liste von {name} ist vergessen.",
        .friendsForgetRefused: "Nichts wurde vergessen: {reason}",
        // Reminders
        .reminderEventLine: "{when}  {title} · {room}",
        .reminderChangedNote: " (geändert: {fields})",
        .reminderGiven: "Erinnerung: {title} beginnt um {time} (in {wait}) · {room}",
        .reminderGivenChanged: "Erinnerung: {title} beginnt um {time} (in {wait}) · {room} · geändert: {fields}",
        .remindersHeading: "Erinnerungen {lead} vor deinen Favoriten; jetzt ist {now}.",
        .remindersNone: "Keine: Kein Favorit steht mehr an.",
        .remindersDueNow: "Jetzt fällig (Beginn in höchstens {lead}):",
        .remindersLater: "Später:",
        .remindersLaterLine: "{event} — Erinnerung um {time}",
        .upcomingHeading: "Deine kommenden Favoriten, die nächsten zuerst ({conventions}); jetzt ist {now}.",
        .upcomingLine: "{event} — {convention}",
        .upcomingClash: "überschneidet sich mit {title} ({convention}, {when})",
        .upcomingMore: "… und {count} weitere (`--limit` zeigt mehr).",
        .upcomingLimitOutOfRange: "--limit braucht 1 oder mehr, nicht {count}.",
        // Watching
        .watching: "Läuft: Erinnerungen {lead} vor deinen Favoriten, eine Synchronisierung alle {interval}. Beenden mit Strg+C.",
        .watchingWithoutSync: "Läuft: Erinnerungen {lead} vor deinen Favoriten. Beenden mit Strg+C.",
        .nextTry: "Nächster Versuch in {wait}.",
        .syncFailed: "Die Synchronisierung ist fehlgeschlagen: {error}",
        .remindersUnreadable: "Die Erinnerungen konnten nicht gelesen werden: {error}",
        .remindersNotRecorded:
            "(Diese Erinnerungen konnten nicht als ausgegeben vermerkt werden und kommen daher vielleicht noch einmal: {error})",
        // Opening links
        .openerCouldNotStart: "{program} konnte nicht gestartet werden: {reason}",
        .openerTimedOut: "{program} ist nicht innerhalb von {seconds} Sekunden fertig geworden",
        .openerFailed: "{program} wurde mit Status {status} beendet",
        // Checking a source
        .checkFormat: "Format:      {format}",
        .checkConvention: "Convention:  {name}",
        .checkTimesDocumentZone: "Zeiten:      in der Zeitzone der Datei, {zone}",
        .checkTimesFallbackZone: "Zeiten:      die Datei nennt keine Zeitzone: Ortszeiten in --time-zone {zone} gelesen",
        .checkTimesNoZone:
            "Zeiten:      die Datei nennt keine Zeitzone: wie geschrieben mit ihren Abständen zu UTC gelesen, Ortszeiten in UTC (--time-zone gibt die der Convention an)",
        .checkSourceTwice: "conbook check liest die Quelle, die es bekommt: lass --source und --convention weg.",
        .checkDays: "Tage:        {count} ({first} bis {last})",
        .checkDay: "Tage:        1 ({date})",
        .checkNoDays: "Tage:        keine",
        .checkHolds: "Enthält:     {contents}",
        .checkSkipped: "Ausgelassen: {counts}",
        .checkWouldLoad: "Sie würde geladen.",
        .checkWouldLoadSkipping: "Sie würde geladen, ohne das oben Ausgelassene.",
        .checkRefused: "Sie würde abgelehnt: {reason}",
        // About's credits
        .creditDemo:
            "Die Demo-Convention: echte Antworten der Eurofurence-App-API (EF27, August 2022) aus github.com/eurofurence/ef-app_ios, MIT-Lizenz.",
        .creditLiveData:
            "Live-Daten stammen aus der Quelle, die du öffnest (z. B. der Eurofurence-API); sie gehören deren Veranstaltern.",
        .creditLibraries:
            "Conbook verwendet libxml2 (MIT), cmark (BSD-2-Clause), SQLite (gemeinfrei), stb_image (gemeinfrei oder MIT), libqrencode (LGPL-2.1) und swift-argument-parser (Apache 2.0).",
    ]
}
