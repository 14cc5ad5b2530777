import ConbookCore
import ConbookModuleKit
import ConbookPass
import Testing

@Suite("Actions: what a person can do, worded by the front end")
struct ActionWordingTests {
    /// A wording that shows which action a text named: `<logIn>`, `<filterByFriend Alex>`.
    private let marked = ActionWording { action in
        switch action {
        case .filterByFriend(let name): "<filterByFriend \(name)>"
        case .keepList(let name): "<keepList \(name)>"
        default: "<\(action.placeholder ?? "")>"
        }
    }

    @Test(
        "Given the actions without an argument, then each has a placeholder of its own, letters only, and no other action has one"
    )
    func placeholders() {
        let names = UserAction.placeholderActions.compactMap(\.placeholder)
        #expect(names.count == UserAction.placeholderActions.count)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { name in name.allSatisfy(\.isLetter) })
        #expect(UserAction.filterByFriend(name: "Alex").placeholder == nil)
        #expect(UserAction.keepList(name: "Alex").placeholder == nil)
        let every = UserAction.placeholderActions + [.filterByFriend(name: "Alex"), .keepList(name: "Alex")]
        #expect(Set(every.map(\.textKey)).count == every.count)
        for language in [Language.english, .german] {
            let plain = ActionWording.plain(in: language)
            for action in every {
                #expect(plain(action) != action.textKey, "no plain \(language) words for \(action)")
            }
        }
    }

    @Test("Given no wording of a front end's own, when actions are worded, then they read as plain words in each language")
    func plainWording() {
        let english = ActionWording.plain(in: .english)
        #expect(english(.logIn) == "log in")
        #expect(english(.tryAgain) == "refresh to try again")
        #expect(english(.filterByFriend(name: "Alex")) == "filtering by Alex")
        #expect(english(.keepList(name: "Alex")) == "keep as Alex")
        let german = ActionWording.plain(in: .german)
        #expect(german(.logIn) == "anmelden")
        #expect(german(.filterByFriend(name: "Alex")) == "das Filtern nach Alex")
        let actions = UserAction.placeholderActions + [.filterByFriend(name: "Alex"), .keepList(name: "Alex")]
        #expect(Set(actions.map { english($0) }).count == actions.count, "two actions read alike in English")
        #expect(Set(actions.map { german($0) }).count == actions.count, "two actions read alike in German")
    }

    @Test(
        "Given a module's words with a front end's wording, when a text names an action, then the front end's words fill it, in the module's own texts and the shared ones"
    )
    func moduleWordsFillActions() {
        let texts = ModuleWords(PassTexts.self, language: .english, actions: marked)
        #expect(texts(.passLogInPrompt) == "Log in to see your badge pass (<logIn>).")
        #expect(texts(.messagesLogInPrompt) == "Log in to see your messages (<logIn>).")
        #expect(
            texts(.passNotFetched, ["reason": "No network."]) == "The badge pass could not be fetched: No network. (<tryAgain>)")
        #expect(texts.action(.filterByFriend(name: "Sam")) == "<filterByFriend Sam>")
    }

    @Test("Given a value given for an action's placeholder, when the text is filled, then the value given wins")
    func givenValueWins() {
        let texts = ModuleWords(PassTexts.self, language: .german, actions: marked)
        #expect(texts(.passLogInPrompt, ["logIn": "Anmelden"]) == "Melde dich an, um deinen Badge-Pass zu sehen (Anmelden).")
    }
}
