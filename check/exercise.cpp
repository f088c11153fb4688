#include "exercise.hpp"

#include "progress.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/files.hpp"
#include "common/opencl/program.hpp"
#include "common/tutorial/poison.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <iterator>
#include <optional>
#include <ostream>
#include <regex>
#include <sstream>

namespace ocltut::check {

namespace {

// Runs every stage in turn, with the kernel `config` names. A stage the
// device cannot run verified nothing: that is no solution.
std::vector<StageResult> run_stages(const std::vector<StageRun>& runs, const Runtime& runtime, const Image& input,
                                    const RunConfig& config)
{
    std::vector<StageResult> results;
    for (const StageRun& run : runs) {
        results.push_back(run(runtime, input, config));
        if (!results.back().unsupported.empty()) throw UserError(results.back().unsupported);
    }
    return results;
}

// The verifications of stages run one after the other. Stages of one lesson
// may name their outputs alike (variants that all make dX and dY): then
// each output is also named after its stage's first kernel.
std::vector<Verification> verifications_of(std::vector<StageResult> results)
{
    std::vector<std::string> names;
    for (const StageResult& result : results)
        for (const Verification& v : result.verifications) names.push_back(v.what);
    std::sort(names.begin(), names.end());
    const bool ambiguous = std::adjacent_find(names.begin(), names.end()) != names.end();

    std::vector<Verification> verifications;
    for (StageResult& result : results) {
        for (Verification& v : result.verifications) {
            if (ambiguous) v.what = result.reports.at(0).kernel + ": " + v.what;
            verifications.push_back(std::move(v));
        }
    }
    return verifications;
}

// An exercise's run made of stages' runs.
ExerciseRun run_of(std::vector<StageRun> runs)
{
    return [runs = std::move(runs)](const Runtime& runtime, const Image& input, const RunConfig& config) {
        return verifications_of(run_stages(runs, runtime, input, config));
    };
}

// A lesson's kernel exercise, from the first of its stages that name a
// starter; the others' runs are added to it.
Exercise kernel_exercise(const Stage& stage)
{
    Exercise exercise;
    exercise.name = stage.lesson;
    exercise.title = "the lesson's kernel, written again";
    exercise.warm_up = true;
    exercise.lesson = stage.lesson;
    exercise.starter_file = stage.starter_file;
    exercise.solution_file = stage.kernel_file;
    exercise.input_channels = stage.input_channels;
    exercise.hints_page = "docs/" + stage.lesson + ".md";
    exercise.hints_section = "exercise hints";
    return exercise;
}

Exercise host_code_exercise(const Stage& stage, const HostExercise& host)
{
    Exercise exercise;
    exercise.name = host.name;
    exercise.title = "the lesson's host code, written again";
    exercise.warm_up = true;
    exercise.lesson = stage.lesson;
    exercise.starter_file = host.starter_file;
    exercise.solution_file = host.finished_file;
    exercise.input_channels = stage.input_channels;
    exercise.run = run_of({host.starter_run});
    exercise.hints_page = host.hints_page;
    exercise.hints_section = host.name + " exercise hints";
    exercise.under_oclgrind = host.under_oclgrind;
    exercise.solution_run = run_of({host.finished_run});
    exercise.kernel_file = stage.kernel_file;
    return exercise;
}

// The exercises a lesson's stages make: its kernel exercise first, then its
// host-code exercises.
std::vector<Exercise> exercises_of_stages(const std::vector<Stage>& stages)
{
    std::vector<Exercise> exercises;
    std::optional<Exercise> kernels;
    std::vector<StageRun> kernel_runs;
    for (const Stage& stage : stages) {
        if (stage.starter_file.empty()) continue;
        if (!kernels) kernels = kernel_exercise(stage);
        kernel_runs.push_back(stage.run);
    }
    if (kernels) {
        kernels->run = run_of(std::move(kernel_runs));
        exercises.push_back(std::move(*kernels));
    }
    for (const Stage& stage : stages)
        if (stage.host_exercise) exercises.push_back(host_code_exercise(stage, *stage.host_exercise));
    return exercises;
}

// The lessons, in the order their stages come, then any that only declares
// exercises.
std::vector<std::string> lessons_of(const std::vector<Stage>& stages, const std::vector<Exercise>& declared)
{
    std::vector<std::string> lessons;
    const auto add = [&lessons](const std::string& lesson) {
        if (std::find(lessons.begin(), lessons.end(), lesson) == lessons.end()) lessons.push_back(lesson);
    };
    for (const Stage& stage : stages) add(stage.lesson);
    for (const Exercise& exercise : declared) add(exercise.lesson);
    return lessons;
}

void check_names_unique(const std::vector<Exercise>& exercises)
{
    for (auto it = exercises.begin(); it != exercises.end(); ++it) {
        const std::string& name = it->name;
        if (std::any_of(exercises.begin(), it, [&name](const Exercise& other) { return other.name == name; }))
            throw UserError("two exercises are called '" + name + "': each needs a name of its own");
    }
}

}  // namespace

std::vector<Exercise> exercises_of(const std::vector<Stage>& stages, const std::vector<Exercise>& declared)
{
    std::vector<Exercise> exercises;
    for (const std::string& lesson : lessons_of(stages, declared)) {
        std::vector<Stage> lesson_stages;
        std::copy_if(stages.begin(), stages.end(), std::back_inserter(lesson_stages),
                     [&lesson](const Stage& stage) { return stage.lesson == lesson; });
        for (Exercise& exercise : exercises_of_stages(lesson_stages)) exercises.push_back(std::move(exercise));
        std::copy_if(declared.begin(), declared.end(), std::back_inserter(exercises),
                     [&lesson](const Exercise& exercise) { return exercise.lesson == lesson; });
    }
    check_names_unique(exercises);
    return exercises;
}

std::string short_name(const Exercise& exercise)
{
    if (exercise.name != exercise.lesson) return exercise.name;
    return exercise.lesson.substr(0, exercise.lesson.find('-'));
}

namespace {

bool names(const Exercise& exercise, const std::string& name)
{
    return exercise.name == name || short_name(exercise) == name;
}

// Whether `name` names the exercise's lesson, in full or by its number.
bool names_lesson(const Exercise& exercise, const std::string& name)
{
    return exercise.lesson == name || exercise.lesson.substr(0, exercise.lesson.find('-')) == name;
}

}  // namespace

std::vector<Exercise> select_exercises(const std::vector<Exercise>& exercises, const std::vector<std::string>& wanted)
{
    if (wanted.empty()) return exercises;
    std::vector<Exercise> selected;
    // An exercise named twice (`check 01 01`, or 07 and 07-host) is
    // checked, and counted, once.
    const auto select = [&selected](const Exercise& exercise) {
        const auto same = [&exercise](const Exercise& chosen) { return chosen.name == exercise.name; };
        if (std::none_of(selected.begin(), selected.end(), same)) selected.push_back(exercise);
    };
    for (const std::string& name : wanted) {
        const auto found = std::find_if(exercises.begin(), exercises.end(),
                                        [&name](const Exercise& exercise) { return names(exercise, name); });
        if (found != exercises.end()) {
            select(*found);
            continue;
        }
        // A lesson with no kernel exercise (lesson 07): its name stands for
        // its host-code exercises.
        bool named_lesson = false;
        for (const Exercise& exercise : exercises) {
            if (!exercise.host_code() || !names_lesson(exercise, name)) continue;
            select(exercise);
            named_lesson = true;
        }
        if (!named_lesson) {
            std::string known;
            for (const Exercise& exercise : exercises) known += (known.empty() ? "" : ", ") + exercise.name;
            throw UserError("no exercise is called '" + name + "'; there are " + known);
        }
    }
    return selected;
}

std::string exercise_hints(const Exercise& exercise)
{
    const std::string page = read_text_file(find_project_file(exercise.hints_page));
    const std::string begin = "<!-- " + exercise.hints_section + " -->";
    const std::string end = "<!-- end of " + exercise.hints_section + " -->";
    const std::size_t from = page.find(begin);
    const std::size_t to = from == std::string::npos ? from : page.find(end, from);
    if (to == std::string::npos)
        throw UserError(exercise.hints_page + " has no hints for " + exercise.name + ": they go between the lines '" +
                        begin + "' and '" + end + "'");

    // The page hides each hint in a <details> block; the terminal shows them
    // as "Hint 1:" and the hint's lines, indented.
    const std::regex summary(R"(\s*<details><summary>(.*)</summary>\s*)");
    std::istringstream lines(page.substr(from + begin.size(), to - from - begin.size()));
    std::string text;
    std::string line;
    std::smatch match;
    while (std::getline(lines, line)) {
        if (std::regex_match(line, match, summary)) text += match[1].str() + ":\n";
        else if (line.find("</details>") != std::string::npos) text += '\n';
        else if (!line.empty()) text += "  " + line + '\n';
    }
    return text;
}

namespace {

// Each pixel black or white (every channel, alpha too), at random.
Image two_value_image(int width, int height, int channels)
{
    const Image coin = random_image(width, height, 1);
    Image image = make_image(width, height, channels);
    for (std::size_t i = 0; i < image.pixels.size(); ++i) image.pixels[i] = coin.pixels[i / channels] < 128 ? 0 : 255;
    return image;
}

}  // namespace

std::vector<CheckInput> check_inputs(int channels)
{
    const auto random_input = [channels](int width, int height) {
        return CheckInput{width_x_height(width, height) + " random", random_image(width, height, channels)};
    };
    // 17x5 first: the report details the first wrong input, and this one is
    // small enough to reason about, with both a border and an inside.
    std::vector<CheckInput> inputs = {random_input(17, 5), random_input(33, 7), random_input(257, 131)};
    // Many work-items meeting the same value: every pixel alike, then each
    // one of two. A histogram kernel that counts without atomics loses
    // counts here wherever a device runs a group's work-items at once.
    inputs.push_back({"61x47 constant 200", make_image(61, 47, channels, 200)});
    inputs.push_back({"61x47 two values", two_value_image(61, 47, channels)});
    // The top-left of coffee.png: the cup's rim and the saucer's edge, odd
    // sizes again (401 = 1 + 24 runs of 16 + 15 + 1).
    const Image photo = load_image(find_project_file("data/coffee.png"), 4);
    inputs.push_back({"coffee.png 401x263", tile_mirrored(channels == 4 ? photo : luminance(photo), 401, 263)});
    // Last, the extremes: a single row, whose neighbours above and below are
    // all outside the picture, a single column, the same at its sides, and a
    // single pixel, all border.
    inputs.push_back(random_input(31, 1));
    inputs.push_back(random_input(1, 17));
    inputs.push_back(random_input(1, 1));
    return inputs;
}

std::vector<CheckInput> small_check_inputs(int channels)
{
    std::vector<CheckInput> small;
    for (CheckInput& input : check_inputs(channels))
        if (input.image.pixel_count() <= small_input_pixels) small.push_back(std::move(input));
    return small;
}

ExerciseResult check_exercise(const Runtime& runtime, const Exercise& exercise, const std::vector<CheckInput>& inputs,
                              const Candidate& candidate, const std::function<void(const CheckInput&)>& before_each,
                              const std::function<void(const InputResult&)>& after_each)
{
    ExerciseResult result;
    const CheckInput* checking = nullptr;
    try {
        // A host-code exercise builds the lesson's finished kernel.
        const RunConfig config =
            checking_config(exercise.host_code() ? find_project_file(exercise.kernel_file) : candidate.file);
        const ExerciseRun& run = exercise.host_code() && candidate.finished ? exercise.solution_run : exercise.run;
        for (const CheckInput& input : inputs) {
            checking = &input;
            if (before_each) before_each(input);
            InputResult checked{&input, run(runtime, input.image, config)};
            if (!all_passed(checked.verifications)) result.outcome = Outcome::wrong;
            result.inputs.push_back(std::move(checked));
            if (after_each) after_each(result.inputs.back());
        }
    } catch (const HostCodeMistake& mistake) {
        // Thrown by a host exercise's check, so while an input is checked;
        // named by it when there is one.
        const std::string where = checking != nullptr ? checking->name + ": " : "";
        result.fail(Outcome::wrong, where + "WRONG: " + mistake.what());
    } catch (const BuildError& error) {
        result.fail(Outcome::does_not_compile, error.what());
    } catch (const UserError& error) {
        result.fail(Outcome::could_not_run, error.what());
    } catch (const cl::Error& error) {
        result.fail(Outcome::could_not_run, describe(error));
    } catch (const std::exception& error) {
        // A host-code exercise runs the learner's C++, which can throw anything.
        result.fail(Outcome::could_not_run, error.what());
    }
    return result;
}

namespace {

// "17x5 random" -> "17x5-random", "sharpen_scalar RGBA" -> "sharpen_scalar-RGBA",
// "sobel_buffer (16 outputs): dX" -> "sobel_buffer-16-outputs-dX".
std::string file_name_part(const std::string& text)
{
    std::string part;
    for (const char c : text) {
        const bool kept = std::isalnum(static_cast<unsigned char>(c)) || c == '_';
        if (kept) part += c;
        else if (!part.empty() && part.back() != '-') part += '-';
    }
    while (!part.empty() && part.back() == '-') part.pop_back();
    return part;
}

// How many pixels (or values, for an output that is no picture) are wrong.
std::string wrong_count(const Verification& v)
{
    if (!v.wrong_size.empty()) return "of the wrong size";
    const std::size_t count = v.picture ? v.wrong_pixels : v.mismatches;
    return std::to_string(count) + (v.picture ? " pixel" : " value") + (count == 1 ? "" : "s");
}

// "WRONG: dX 85 pixels, dY 85 pixels; magnitude bit-exact", or when the
// names make that too long to read, "WRONG: dX 85 pixels; 8 others
// bit-exact", or "WRONG: 7 of 7 outputs".
std::string summary_line(const InputResult& checked)
{
    if (all_passed(checked.verifications)) return "bit-exact";
    std::string wrong;
    std::string right;
    std::size_t wrong_outputs = 0;
    for (const Verification& v : checked.verifications) {
        if (v.passed()) {
            right += (right.empty() ? "" : ", ") + v.what;
        } else {
            wrong += (wrong.empty() ? "" : ", ") + v.what + " " + wrong_count(v);
            ++wrong_outputs;
        }
    }
    const std::string line = "WRONG: " + wrong + (right.empty() ? "" : "; " + right + " bit-exact");
    if (line.size() <= 100) return line;
    const std::size_t right_outputs = checked.verifications.size() - wrong_outputs;
    const std::string named_wrong = "WRONG: " + wrong + "; " + std::to_string(right_outputs) +
                                    (right_outputs == 1 ? " other" : " others") + " bit-exact";
    if (right_outputs > 0 && named_wrong.size() <= 100) return named_wrong;
    return "WRONG: " + std::to_string(wrong_outputs) + " of " + std::to_string(checked.verifications.size()) +
           " outputs";
}

// Small inputs are drawn larger, so that each pixel can be seen: about 256
// pixels along the longer side.
int picture_scale(const Image& image)
{
    return std::max(1, 256 / std::max(image.width, image.height));
}

// "17x5-random-dX.png": the input's name, then the output's.
std::string picture_prefix(const CheckInput& input)
{
    return file_name_part(input.name) + "-";
}

// The pictures an earlier check left for these inputs; nothing else in the
// folder is touched, whatever folder --output-dir names.
void remove_old_pictures(const std::filesystem::path& dir, const std::vector<CheckInput>& inputs)
{
    std::error_code error;  // no folder yet: nothing to remove
    for (const std::filesystem::directory_entry& entry : std::filesystem::directory_iterator(dir, error)) {
        const std::string name = entry.path().filename().string();
        const bool ours = std::any_of(inputs.begin(), inputs.end(), [&name](const CheckInput& input) {
            return name.rfind(picture_prefix(input), 0) == 0;
        });
        // One that cannot be removed is left; the new ones replace it anyway.
        std::error_code ignored;
        if (ours && entry.path().extension() == ".png") std::filesystem::remove(entry.path(), ignored);
    }
}

// Returns how many pictures it wrote.
int write_difference_pictures(const std::filesystem::path& dir, const InputResult& checked)
{
    int written = 0;
    for (const Verification& v : checked.verifications) {
        if (v.passed() || !v.picture) continue;
        prepare_output_dir(dir);
        write_png(dir / (picture_prefix(*checked.input) + file_name_part(v.what) + ".png"),
                  difference_picture(v, checked.input->image, picture_scale(checked.input->image)));
        ++written;
    }
    return written;
}

// A value made of poison bytes, as a char (-91), a uchar (165) or a uint
// (poison_word) reads it: what an output holds where no work-item wrote.
bool is_poison(std::int64_t value)
{
    return value == static_cast<std::int8_t>(poison_byte) || value == poison_byte || value == poison_word;
}

// The first of the first wrong values kept that is poison, if any.
std::optional<std::int64_t> poison_shown(const InputResult& checked)
{
    for (const Verification& v : checked.verifications)
        for (const Mismatch& m : v.first)
            if (is_poison(m.got)) return m.got;
    return std::nullopt;
}

// The outputs of the first wrong input whose wrong values shown are all 0:
// for a host-code exercise, what the host's vectors hold until something is
// read into them. "dX, dY", or "" when there is none.
std::string zero_outputs(const InputResult& checked)
{
    std::string outputs;
    for (const Verification& v : checked.verifications) {
        const bool zeros = !v.first.empty() &&
                           std::all_of(v.first.begin(), v.first.end(), [](const Mismatch& m) { return m.got == 0; });
        if (!v.passed() && zeros) outputs += (outputs.empty() ? "" : ", ") + v.what;
    }
    return outputs;
}

void print_not_solved(std::ostream& out, const Exercise& exercise)
{
    out << "  NOT SOLVED (stuck? `check " << short_name(exercise) << " --hint` shows the hints)\n";
}

}  // namespace

void report_header(std::ostream& out, const Exercise& exercise, const std::filesystem::path& file)
{
    out << "== " << exercise.name << ": " << display_path(file) << '\n';
    if (exercise.host_code())
        out << "  (host code, compiled into check: rebuild check after each edit; it runs the finished kernel, "
            << exercise.kernel_file << ")\n";
}

void report_input(std::ostream& out, const InputResult& checked)
{
    out << "  " << checked.input->name << ": " << summary_line(checked) << '\n';
}

void report(std::ostream& out, const Exercise& exercise, const Candidate& candidate,
            const std::vector<CheckInput>& inputs, const ExerciseResult& result,
            const std::filesystem::path& picture_dir)
{
    remove_old_pictures(picture_dir, inputs);
    const InputResult* first_wrong = nullptr;
    int pictures = 0;
    std::string pictures_failed;  // why the difference pictures could not be written, if they could not
    for (const InputResult& checked : result.inputs) {
        if (all_passed(checked.verifications)) continue;
        if (first_wrong == nullptr) first_wrong = &checked;
        try {
            if (pictures_failed.empty()) pictures += write_difference_pictures(picture_dir, checked);
        } catch (const UserError& error) {
            pictures_failed = error.what();
        }
    }

    if (first_wrong != nullptr) {
        out << "  the first wrong input, " << first_wrong->input->name << ":\n";
        for (const Verification& v : first_wrong->verifications)
            if (!v.passed()) print_mismatch_details(out, v, "    ");
        if (const std::optional<std::int64_t> poison = poison_shown(*first_wrong))
            out << "  (" << *poison << " is the poison that fills the outputs before the launch, bytes 0xA5: "
                << "most likely no work-item wrote there)\n";
        const std::string zeros = zero_outputs(*first_wrong);
        if (exercise.host_code() && !zeros.empty())
            out << "  (" << zeros << ": every wrong value shown is 0, what the host's vectors start as: "
                << "most likely nothing was read back into them)\n";
        if (pictures > 0) out << "  difference pictures, wrong pixels in red: " << display_path(picture_dir) << '\n';
        // A failure may come after some pictures were written, even part of
        // one input's: say what is missing, not that there are none.
        if (!pictures_failed.empty())
            out << "  (the difference pictures are not all there: " << pictures_failed << ")\n";
    }
    if (result.under_oclgrind && result.outcome == Outcome::solved) {
        if (result.not_checked_there.empty())
            out << "  Oclgrind (--data-races) on the small inputs: no data race, no access out of bounds\n";
        else
            out << "  Oclgrind (--data-races) could not check the small inputs, so races went unchecked:\n"
                << result.not_checked_there;
    }
    switch (result.outcome) {
    case Outcome::solved:
        out << "  SOLVED\n";
        // Only now: the solution is there to compare with, not to start from.
        if (!candidate.finished)
            out << "  compare yours with the solution, " << display_path(project_root() / exercise.solution_file)
                << '\n';
        return;
    case Outcome::unsafe:
        out << "  UNSAFE: right on this device, but under Oclgrind (--data-races), on the small inputs, "
            << result.message
            << "  (a race or an access out of bounds can give wrong results on another device, or in another run: "
               "a shared counter needs an atomic, a read of what another work-item wrote needs a barrier)\n";
        break;
    case Outcome::does_not_compile:
        out << "  DOES NOT COMPILE:\n" << result.message << '\n';
        break;
    case Outcome::could_not_run:
        out << "  COULD NOT RUN:\n" << result.message << '\n';
        break;
    case Outcome::wrong:
        // A host-code exercise's mistake that stopped the check on an input.
        if (!result.message.empty()) out << "  " << result.message << '\n';
        break;
    }
    print_not_solved(out, exercise);
}

namespace {

// The usual causes of a check that did not finish or crashed: in a
// kernel-exercise, the learner's kernel; in a host-code exercise, whose
// kernel is the finished one, the learner's host code.
const char* endless_causes(const Exercise& exercise)
{
    if (exercise.host_code())
        return "    - a command whose wait list names an event that is never set: a user event, or the event of a "
               "command enqueued later or not at all;\n"
               "    - a wait for the queues (finish, a blocking read) before the command that sets that event;\n"
               "    - a loop whose condition never turns false;\n";
    return "    - a loop whose condition never turns false: a counter that does not move towards its end, or an "
           "unsigned one counting down past 0;\n"
           "    - a barrier that some work-items of a group never reach (one inside an if, or after a return): on "
           "a CPU device the others can wait for them forever;\n";
}

const char* crash_causes(const Exercise& exercise)
{
    if (exercise.host_code())
        return "  Host code takes its program down when it\n"
               "    - moves the wrong number of bytes: a transfer's offset or size in pixels or rows where bytes "
               "are meant, past the end of the buffer or of the host's memory;\n"
               "    - lets host memory go (a vector freed, resized or out of scope) while a non-blocking transfer "
               "still reads or writes it;\n"
               "    - reads past the end of a std::vector (an event or a strip one too far);\n"
               "    - keeps a picture's worth of bytes in a local array: a thread's stack holds a few MiB, so "
               "large buffers on the host belong in a std::vector.\n";
    return "  A kernel takes its program down when it\n"
           "    - writes outside its buffers: a work-item past the picture's edge that no bounds check stops "
           "(the global size is rounded up to whole work-groups), or an index a row or a column too far;\n"
           "    - has a barrier that not every work-item of its group reaches (one inside an if, or after a "
           "return);\n"
           "    - asks for more __local or __private memory than the device has.\n";
}

}  // namespace

void report_stopped_check(std::ostream& out, const Exercise& exercise, const ChildEnd& end, const std::string& where)
{
    const std::string step = end.last_step.empty() ? "" : " while " + end.last_step;
    if (end.how == ChildEnd::How::timed_out) {
        out << "  DID NOT FINISH: still running" << step << " after " << end.limit.count()
            << " s, so the check stopped it. The usual causes:\n"
            << endless_causes(exercise)
            << "    - a device much slower than this limit allows: --time-limit SECONDS gives it longer.\n";
    } else {
        const std::string how = end.how == ChildEnd::How::crashed
                                    ? "died of " + describe_crash(end.signal)
                                    : "ended with exit code " + std::to_string(end.exit_code) +
                                          " before its verdict (the message above says who ended it)";
        out << "  CRASHED" << step << ": the check's process " << how << ".\n" << crash_causes(exercise);
        if (!where.empty()) out << "  Under Oclgrind, on the small inputs, " << where;
    }
    print_not_solved(out, exercise);
}

}  // namespace ocltut::check
