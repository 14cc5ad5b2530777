/// The modules' texts in English.
enum EnglishModuleTexts {
    static let templates: [ModuleText: String] = [
        // Shared wording (ModuleKit)
        .listTwoOrMore: "{first} and {last}",
        .listTwoOrMoreAlternatives: "{first} or {last}",
        .byteCountBytes: "{count} {count:byte|bytes}",
        .clashNote: "clashes with {names}",
        .clashLine: "Clashes with {title} ({times}, {room})",
        .overlapLine: "Overlaps {title} ({times}, {room}), which gives way: this one has high priority",
        // Section titles (Director)
        .sectionNews: "News",
        .sectionAnnouncements: "Announcements",
        .sectionSchedule: "Schedule",
        .sectionChanges: "Changes",
        .sectionDealers: "Dealers",
        .sectionMaps: "Maps",
        .sectionKnowledge: "Knowledge",
        .sectionMessages: "Messages",
    ]
}
