/// Small `schedule.xml` documents built in code.
enum ScheduleXML {
    /// A document with a conference header and one day holding `body` (rooms or events).
    static func document(
        conference: String = "<acronym>test</acronym><title>Test Con</title>",
        dayAttributes: String = #"date="2024-03-30" index="1""#,
        body: String
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <schedule><conference>\(conference)</conference>
        <day \(dayAttributes)>\(body)</day></schedule>
        """
    }

    /// One event with the given inner elements, in a room.
    static func event(id: String = "1", guid: String? = nil, _ inner: String) -> String {
        let guidAttribute = guid.map { #" guid="\#($0)""# } ?? ""
        return #"<room name="Hall"><event id="\#(id)"\#(guidAttribute)>\#(inner)</event></room>"#
    }
}
