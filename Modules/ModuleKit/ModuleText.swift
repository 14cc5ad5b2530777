/// Every text the modules show, as a key into the catalogue of each language
/// (`ModuleTexts.english`, `ModuleTexts.german`). Grouped by the module that shows it; a key's
/// name says what the text is, its templates live in the catalogues.
public enum ModuleText: String, TextKey {
    // Shared wording (ModuleKit)
    case listTwoOrMore
    case listTwoOrMoreAlternatives
    case byteCountBytes
    case clashNote
    case clashLine
    case overlapLine

    // Section titles (Director)
    case sectionNews, sectionAnnouncements, sectionSchedule, sectionChanges, sectionDealers, sectionMaps
    case sectionKnowledge, sectionMessages
}
