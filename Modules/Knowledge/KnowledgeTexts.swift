import ConbookCore
public import ConbookModuleKit

/// The Knowledge module's catalogues of texts, one per language.
public enum KnowledgeTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<KnowledgeText>(
        language: .english,
        templates: [
            .knowledgeSectionTitle: "Knowledge",
            .knowledgeNoEntriesYet: "No entries yet",
            .knowledgeEntryCount: "{count} {count:entry|entries}",
            .knowledgeGroupsWithoutEntries: "{groups} {groups:group|groups}, no entries",
            .knowledgeGroupsAndEntries: "{groups} {groups:group|groups}, {entries} {entries:entry|entries}",
            .knowledgeEmpty: "The knowledge base is empty.",
            .knowledgeFoundNone: "No entries found for “{search}”",
            .knowledgeFound: "{count} {count:entry|entries} found for “{search}”",
            .knowledgeNothingFound: "Nothing found for “{search}”.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<KnowledgeText>(
        language: .german,
        templates: [
            .knowledgeSectionTitle: "Wissen",
            .knowledgeNoEntriesYet: "Noch keine Einträge",
            .knowledgeEntryCount: "{count} {count:Eintrag|Einträge}",
            .knowledgeGroupsWithoutEntries: "{groups} {groups:Gruppe|Gruppen}, keine Einträge",
            .knowledgeGroupsAndEntries: "{groups} {groups:Gruppe|Gruppen}, {entries} {entries:Eintrag|Einträge}",
            .knowledgeEmpty: "Die Wissensdatenbank ist leer.",
            .knowledgeFoundNone: "Keine Einträge zu „{search}“ gefunden",
            .knowledgeFound: "{count} {count:Eintrag|Einträge} zu „{search}“ gefunden",
            .knowledgeNothingFound: "Nichts zu „{search}“ gefunden.",
        ])
}
