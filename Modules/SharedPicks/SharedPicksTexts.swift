import ConbookCore
public import ConbookModuleKit

/// The Shared picks module's catalogues of texts, one per language.
public enum SharedPicksTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<SharedPicksText>(
        language: .english,
        templates: [
            .sharedPicksTitle: "Shared picks",
            .sharedPicksTitleNamed: "{name}'s picks",
            .sharedPicksSummary: "{count} {count:event|events} picked at {convention}",
            .sharedPicksSummaryMissing: "{count} {count:event|events} picked at {convention} · {missing} not in this schedule",
            .sharedPicksEmpty: "None of the picked events is in this schedule.",
            .sharedPicksAdded: "Added {count} {count:favourite|favourites}.",
            .sharedPicksAddedNone: "Every listed event is a favourite already.",
            .sharedPicksAddedOne: "Added {title} to your favourites.",
            .sharedPicksRemovedOne: "Removed {title} from your favourites.",
            .sharedPicksThisConvention: "this convention",
            .sharedPicksKept:
                "Kept as {name}'s list: the schedule, the timetable and the events' pages show who else goes; {filterByFriend} lists {name}'s picks.",
            .friendsListEmptyName: "A friend's list needs a name, e.g. {keepList}.",
            .friendsListExampleName: "Alex",
            .friendsListNothingPicked: "These picks name no event: there is nothing to keep.",
            .friendsListUnknownFriend: "No friend's list is kept under the name {name}.",
            .shareCodeNotACode: "This is not a Conbook share code (it starts with CONBOOK:).",
            .shareCodeDamaged: "This share code is damaged (mistyped or cut short): ask for it again.",
            .shareCodeNewerVersion: "This share code was made by a newer Conbook (format {version}): update Conbook to read it.",
            .shareCodeOtherConvention: "This share code is for {code}, not for {current}: open {code} to read it.",
            .shareCodeNoConvention: "No convention is stored yet to take the picks into.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<SharedPicksText>(
        language: .german,
        templates: [
            .sharedPicksTitle: "Geteilte Auswahl",
            .sharedPicksTitleNamed: "Auswahl von {name}",
            .sharedPicksSummary: "{count} {count:Veranstaltung|Veranstaltungen} ausgewählt bei {convention}",
            .sharedPicksSummaryMissing:
                "{count} {count:Veranstaltung|Veranstaltungen} ausgewählt bei {convention} · {missing} nicht in diesem Programm",
            .sharedPicksEmpty: "Keine der ausgewählten Veranstaltungen ist in diesem Programm.",
            .sharedPicksAdded: "{count} {count:Favorit|Favoriten} hinzugefügt.",
            .sharedPicksAddedNone: "Jede aufgeführte Veranstaltung ist schon ein Favorit.",
            .sharedPicksAddedOne: "{title} zu deinen Favoriten hinzugefügt.",
            .sharedPicksRemovedOne: "{title} aus deinen Favoriten entfernt.",
            .sharedPicksThisConvention: "diese Convention",
            .sharedPicksKept:
                "Als Liste von {name} behalten: das Programm, der Zeitplan und die Seiten der Veranstaltungen zeigen, wer noch hingeht; {filterByFriend} listet die Auswahl von {name}.",
            .friendsListEmptyName: "Eine Liste von Freunden braucht einen Namen, z. B. {keepList}.",
            .friendsListExampleName: "Alex",
            .friendsListNothingPicked: "Diese Auswahl nennt keine Veranstaltung: es gibt nichts zu behalten.",
            .friendsListUnknownFriend: "Unter dem Namen {name} ist keine Liste von Freunden gespeichert.",
            .shareCodeNotACode: "Das ist kein Conbook-Teilcode (er beginnt mit CONBOOK:).",
            .shareCodeDamaged: "Dieser Teilcode ist beschädigt (vertippt oder abgeschnitten): lass ihn dir noch einmal geben.",
            .shareCodeNewerVersion:
                "Dieser Teilcode stammt von einem neueren Conbook (Format {version}): aktualisiere Conbook, um ihn zu lesen.",
            .shareCodeOtherConvention: "Dieser Teilcode ist für {code}, nicht für {current}: öffne {code}, um ihn zu lesen.",
            .shareCodeNoConvention: "Es ist noch keine Convention gespeichert, in die die Auswahl übernommen werden kann.",
        ])
}
