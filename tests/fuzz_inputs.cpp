// fuzz-inputs: hostile picture files fed to every lesson.
//
// From one small photo crop it writes a PNG, a JPEG, a BMP and a GIF, then
// damaged copies of each, all from fixed seeds (the same files every run):
//   truncated  cut short at the first bytes, inside the header, and at a
//              third, half and all but the last byte of the file;
//   flipped    a few bits flipped at random places, headers included;
//   header     the width and height fields of the header overwritten with
//              huge, negative or zero sizes, the pixel data left as it was.
// It runs each lesson program on them, two at a time, with a time limit,
// and checks that every run ended the way a learner needs:
//   a clean error  exit code 1, one line "error: ..." on stderr, and no
//                  file in the output folder; or
//   a result       exit code 0 (the lesson verified its result against the
//                  golden) and the same files in the output folder as a run
//                  on the intact picture (less the timeline's, when either
//                  run says it drew no timeline).
// Anything else is reported: a crash (a signal), another exit code, a run
// past the time limit, a message of several lines, a partial set of files.
//
//   fuzz-inputs --work-dir DIR [--jobs 2] [--timeout 60] LESSON_PROGRAM...
//
// Each damaged file stays in DIR/inputs, named after what was done to it,
// and the report prints the command that reproduces a failed run.
#include "test_support.hpp"

#include "common/opencl/errors.hpp"
#include "common/opencl/program.hpp"

#include <CLI/CLI.hpp>
#include <stb_image_write.h>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <thread>

extern char** environ;

using namespace ocltut;
namespace fs = std::filesystem;

namespace {

using Bytes = std::vector<std::uint8_t>;

// --- The intact files ---

void append_bytes(void* context, void* data, int size)
{
    auto* bytes = static_cast<Bytes*>(context);
    const auto* first = static_cast<const std::uint8_t*>(data);
    bytes->insert(bytes->end(), first, first + size);
}

// A GIF of `gray` with a palette of 256 grays. Its LZW stream sends every
// pixel as its own 9-bit code and a clear code every 250 pixels, so the
// code table never grows past 9 bits: valid, just not compressed.
Bytes gif_of(const Image& gray)
{
    Bytes gif = {'G', 'I', 'F', '8', '9', 'a'};
    const auto u16 = [&gif](int value) {
        gif.push_back(static_cast<std::uint8_t>(value & 0xFF));
        gif.push_back(static_cast<std::uint8_t>(value >> 8));
    };
    u16(gray.width);
    u16(gray.height);
    gif.insert(gif.end(), {0xF7, 0, 0});  // a global palette of 2^(7+1) colours
    for (int level = 0; level < 256; ++level) gif.insert(gif.end(), 3, static_cast<std::uint8_t>(level));
    gif.push_back(0x2C);  // the image: at 0,0, as large as the screen, no palette of its own
    u16(0);
    u16(0);
    u16(gray.width);
    u16(gray.height);
    gif.push_back(0);
    gif.push_back(8);  // LZW codes start at 8 bits of data: clear 256, end 257

    Bytes codes;
    std::uint32_t bits = 0;
    int bit_count = 0;
    const auto put = [&](int code) {
        bits |= static_cast<std::uint32_t>(code) << bit_count;
        for (bit_count += 9; bit_count >= 8; bit_count -= 8, bits >>= 8)
            codes.push_back(static_cast<std::uint8_t>(bits & 0xFF));
    };
    for (std::size_t i = 0; i < gray.pixels.size(); ++i) {
        if (i % 250 == 0) put(256);
        put(gray.pixels[i]);
    }
    put(257);
    if (bit_count > 0) codes.push_back(static_cast<std::uint8_t>(bits & 0xFF));
    for (std::size_t at = 0; at < codes.size(); at += 255) {  // sub-blocks of at most 255 bytes
        const std::size_t size = std::min<std::size_t>(255, codes.size() - at);
        gif.push_back(static_cast<std::uint8_t>(size));
        gif.insert(gif.end(), codes.begin() + static_cast<std::ptrdiff_t>(at),
                   codes.begin() + static_cast<std::ptrdiff_t>(at + size));
    }
    gif.push_back(0);     // no more sub-blocks
    gif.push_back(0x3B);  // the end of the file
    return gif;
}

struct Format {
    std::string name;  // also the file extension
    Bytes bytes;
};

std::vector<Format> intact_files(const Image& rgb)
{
    Bytes png;
    Bytes jpg;
    Bytes bmp;
    stbi_write_png_to_func(append_bytes, &png, rgb.width, rgb.height, 3, rgb.pixels.data(), rgb.width * 3);
    stbi_write_jpg_to_func(append_bytes, &jpg, rgb.width, rgb.height, 3, rgb.pixels.data(), 90);
    stbi_write_bmp_to_func(append_bytes, &bmp, rgb.width, rgb.height, 3, rgb.pixels.data());
    if (png.empty() || jpg.empty() || bmp.empty()) throw std::runtime_error("stb_image_write wrote nothing");
    return {{"png", png}, {"jpg", jpg}, {"bmp", bmp}, {"gif", gif_of(luminance(rgb))}};
}

// --- The damaged copies ---

struct Mutant {
    std::string name;   // "png-truncated-1.png", "bmp-header-3.bmp": format, kind, index
    std::string kind;   // truncated, flipped, header
    std::size_t index;  // which of its kind, from 0
    Bytes bytes;
};

void put_be32(Bytes& bytes, std::size_t at, std::uint32_t value)
{
    for (int i = 0; i < 4; ++i) bytes.at(at + i) = static_cast<std::uint8_t>(value >> (24 - 8 * i));
}

void put_be16(Bytes& bytes, std::size_t at, std::uint32_t value)
{
    bytes.at(at) = static_cast<std::uint8_t>(value >> 8);
    bytes.at(at + 1) = static_cast<std::uint8_t>(value);
}

void put_le32(Bytes& bytes, std::size_t at, std::uint32_t value)
{
    for (int i = 0; i < 4; ++i) bytes.at(at + i) = static_cast<std::uint8_t>(value >> (8 * i));
}

void put_le16(Bytes& bytes, std::size_t at, std::uint32_t value)
{
    bytes.at(at) = static_cast<std::uint8_t>(value);
    bytes.at(at + 1) = static_cast<std::uint8_t>(value >> 8);
}

// Where the JPEG's frame header (SOF0, written by stb) keeps its height and width.
std::size_t jpeg_size_field(const Bytes& jpg)
{
    for (std::size_t i = 0; i + 8 < jpg.size(); ++i)
        if (jpg[i] == 0xFF && jpg[i + 1] == 0xC0) return i + 5;
    throw std::runtime_error("the JPEG has no SOF0 marker");
}

// Each format's header with its size fields set to `width` x `height`
// (as the format stores them: JPEG and GIF in 16 bits, PNG and BMP in 32).
Bytes with_size(const Format& format, std::uint32_t width, std::uint32_t height)
{
    Bytes bytes = format.bytes;
    if (format.name == "png") {
        put_be32(bytes, 16, width);  // IHDR: width, then height
        put_be32(bytes, 20, height);
    } else if (format.name == "jpg") {
        const std::size_t at = jpeg_size_field(bytes);
        put_be16(bytes, at, height);
        put_be16(bytes, at + 2, width);
    } else if (format.name == "bmp") {
        put_le32(bytes, 18, width);  // BITMAPINFOHEADER: width, then height (negative: top-down)
        put_le32(bytes, 22, height);
    } else {
        put_le16(bytes, 6, width);  // the logical screen...
        put_le16(bytes, 8, height);
        const std::size_t image = 13 + 3 * 256;  // ...and the image descriptor after the palette
        put_le16(bytes, image + 5, width);
        put_le16(bytes, image + 7, height);
    }
    return bytes;
}

std::vector<Mutant> mutants_of(const Format& format)
{
    std::vector<Mutant> mutants;
    const auto add = [&](const std::string& kind, Bytes bytes) {
        std::size_t index = 0;
        for (const Mutant& m : mutants) index += m.kind == kind;
        mutants.push_back({format.name + "-" + kind + "-" + std::to_string(index) + "." + format.name, kind, index,
                           std::move(bytes)});
    };
    const std::size_t size = format.bytes.size();
    for (const std::size_t length : {std::size_t{1}, std::size_t{8}, std::size_t{30}, size / 3, size / 2, size - 1})
        add("truncated", Bytes(format.bytes.begin(), format.bytes.begin() + static_cast<std::ptrdiff_t>(length)));
    // The seeds are fixed, and mt19937's numbers are the same everywhere.
    for (std::uint32_t seed = 1; seed <= 6; ++seed) {
        std::mt19937 random(seed * 7919 + static_cast<std::uint32_t>(format.name[0]));
        Bytes bytes = format.bytes;
        const int flips = 1 + static_cast<int>(random() % 8);
        for (int i = 0; i < flips; ++i) {
            // Half the flips in the first 64 bytes, where the headers are.
            const std::size_t span = random() % 2 == 0 ? std::min<std::size_t>(64, size) : size;
            bytes[random() % span] ^= static_cast<std::uint8_t>(1u << (random() % 8));
        }
        add("flipped", std::move(bytes));
    }
    const bool sixteen_bits = format.name == "jpg" || format.name == "gif";
    const std::uint32_t huge = sixteen_bits ? 0xFFFF : 0x7FFFFFFF;
    add("header", with_size(format, huge, huge));
    add("header", with_size(format, huge, 1));
    add("header", with_size(format, 20000, 20000));
    add("header", with_size(format, 0, 17));
    if (!sixteen_bits) {
        add("header", with_size(format, 0xFFFFFFFF, 0x80000000));  // -1 x INT_MIN as signed fields
        add("header", with_size(format, 1u << 24, 1u << 24));      // stb_image's largest dimension, squared
    }
    return mutants;
}

// --- Running the lessons ---

struct Run {
    fs::path lesson;
    std::string input_name;  // the mutant, or "intact" for the reference run
    fs::path input;
    fs::path output_dir;
    fs::path stdout_file;
    fs::path stderr_file;
    pid_t pid = 0;
    std::chrono::steady_clock::time_point deadline;
    int status = 0;
    bool timed_out = false;
};

std::vector<std::string> command_of(const Run& run)
{
    return {run.lesson.string(), "--input", run.input.string(), "--output-dir", run.output_dir.string(),
            "--iterations",      "1"};
}

void start(Run& run, std::chrono::seconds timeout)
{
    std::error_code ignored;
    fs::remove_all(run.output_dir, ignored);
    std::vector<std::string> words = command_of(run);
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    // In a process group of its own, so that a kill at the deadline also
    // ends whatever it started.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, STDOUT_FILENO, run.stdout_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
    posix_spawn_file_actions_addopen(&files, STDERR_FILENO, run.stderr_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
    const int error = posix_spawn(&run.pid, argv[0], &files, &attributes, argv.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    posix_spawnattr_destroy(&attributes);
    if (error != 0) throw std::runtime_error("cannot start " + words[0] + ": " + std::strerror(error));
    run.deadline = std::chrono::steady_clock::now() + timeout;
}

// Runs them all, at most `jobs` at a time; a run past its deadline is killed.
void run_all(std::vector<Run>& runs, int jobs, std::chrono::seconds timeout)
{
    std::map<pid_t, Run*> running;
    std::size_t next = 0;
    while (next < runs.size() || !running.empty()) {
        while (next < runs.size() && running.size() < static_cast<std::size_t>(jobs)) {
            start(runs[next], timeout);
            running[runs[next].pid] = &runs[next];
            ++next;
        }
        int status = 0;
        const pid_t done = waitpid(-1, &status, WNOHANG);
        if (done > 0) {
            running.at(done)->status = status;
            running.erase(done);
            continue;
        }
        const auto now = std::chrono::steady_clock::now();
        for (auto& [pid, run] : running)
            if (now > run->deadline && !run->timed_out) {
                run->timed_out = true;
                kill(-pid, SIGKILL);
            }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

std::set<std::string> files_in(const fs::path& dir)
{
    std::set<std::string> names;
    std::error_code error;  // no folder: no files
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(dir, error))
        names.insert(fs::relative(entry.path(), dir).string());
    return names;
}

void write_file(const fs::path& path, const Bytes& bytes)
{
    std::ofstream file(path, std::ios::binary);
    file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!file) throw std::runtime_error("cannot write " + path.string());
}

std::string read_file(const fs::path& path)
{
    std::ifstream file(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

// `text` with its line ends shown as \n.
std::string one_line(const std::string& text)
{
    std::string line;
    for (const char c : text) line += c == '\n' ? std::string("\\n") : std::string(1, c);
    return line;
}

// Lessons 07 and 08 draw a timeline only from profiling timestamps that
// can be real ones; when a run's are not, it says "no timeline" and leaves
// out the timeline's two files. (In CI's rusticl run, lesson 08 sees PoCL
// and rusticl, whose timestamps are not real ones: on a tiny picture the
// split timed fastest is now one device alone, now the other.)
bool left_out_timeline(const Run& run)
{
    return read_file(run.stdout_file).find("no timeline") != std::string::npos;
}

std::set<std::string> without_timeline(std::set<std::string> files)
{
    files.erase("timeline.png");
    files.erase("timeline.json");
    return files;
}

// What is wrong with how `run` ended, or "" when it ended well; a run that
// exits with 0 must write the files of `intact_run`, the same lesson's run
// on the intact picture.
std::string problem_of(const Run& run, const Run& intact_run)
{
    if (run.timed_out) return "did not finish in time (a hang?)";
    if (WIFSIGNALED(run.status)) return std::string("crashed: ") + strsignal(WTERMSIG(run.status));
    const int exit_code = WEXITSTATUS(run.status);
    std::set<std::string> written = files_in(run.output_dir);
    const std::string message = read_file(run.stderr_file);
    if (exit_code == 0) {
        std::set<std::string> full_set = files_in(intact_run.output_dir);
        if (left_out_timeline(run) || left_out_timeline(intact_run)) {
            written = without_timeline(written);
            full_set = without_timeline(full_set);
        }
        if (written != full_set)
            return "exited with 0 but wrote " + std::to_string(written.size()) + " of its " +
                   std::to_string(full_set.size()) + " files";
        return "";
    }
    if (exit_code != 1) return "exited with " + std::to_string(exit_code) + " (a clean error exits with 1)";
    const std::size_t first_end = message.find('\n');
    if (message.rfind("error: ", 0) != 0 || first_end != message.size() - 1)
        return "exited with 1 but its stderr is not one line \"error: ...\": " + one_line(message);
    if (!written.empty()) return "failed but left " + std::to_string(written.size()) + " files behind";
    return "";
}

}  // namespace

int main(int argc, char** argv)
{
    return run_main([&]() {
        CLI::App app("Feed every lesson damaged PNG, JPEG, BMP and GIF files and check how each run ends");
        fs::path work_dir;
        int jobs = 2;
        int timeout_s = 60;
        std::vector<fs::path> lessons;
        app.add_option("--work-dir", work_dir, "Folder for the damaged files and the runs' outputs")->required();
        app.add_option("--jobs", jobs, "Lessons run at a time")->check(CLI::Range(1, 64))->capture_default_str();
        app.add_option("--timeout", timeout_s, "Seconds a run may take")
            ->check(CLI::Range(1, 3600))
            ->capture_default_str();
        app.add_option("lessons", lessons, "The lesson programs")->required()->check(CLI::ExistingFile);
        use_one_line_errors(app);
        CLI11_PARSE(app, argc, argv);

        // An odd size, so that no kernel sees a multiple of its vector or group.
        const Image rgb = tile_mirrored(load_image(find_project_file("data/coffee.png"), 3), 23, 17);
        fs::remove_all(work_dir);
        fs::create_directories(work_dir / "inputs");
        std::vector<Mutant> mutants;
        std::vector<fs::path> intact;
        for (const Format& format : intact_files(rgb)) {
            intact.push_back(work_dir / "inputs" / ("intact." + format.name));
            write_file(intact.back(), format.bytes);
            for (Mutant& mutant : mutants_of(format)) mutants.push_back(std::move(mutant));
        }
        for (const Mutant& mutant : mutants) write_file(work_dir / "inputs" / mutant.name, mutant.bytes);

        // Every lesson gets every damaged header, and every other truncated
        // and flipped file (the other half goes to the next lesson): each
        // kind of damage of each format reaches each lesson, in about half
        // the time of all of them.
        std::vector<Run> runs;
        std::map<fs::path, std::size_t> reference;  // lesson -> its run on the intact PNG
        for (std::size_t l = 0; l < lessons.size(); ++l) {
            const fs::path lesson_dir = work_dir / "runs" / lessons[l].filename();
            fs::create_directories(lesson_dir);
            const auto add = [&](const std::string& name, const fs::path& input) {
                Run run;
                run.lesson = lessons[l];
                run.input_name = name;
                run.input = input;
                run.output_dir = lesson_dir / name;
                run.stdout_file = lesson_dir / (name + ".stdout");
                run.stderr_file = lesson_dir / (name + ".stderr");
                runs.push_back(run);
            };
            reference[lessons[l]] = runs.size();  // the intact PNG's run comes first
            for (const fs::path& file : intact) add(file.filename().string(), file);
            for (const Mutant& mutant : mutants)
                if (mutant.kind == "header" || (mutant.index + l) % 2 == 0)
                    add(mutant.name, work_dir / "inputs" / mutant.name);
        }
        run_all(runs, jobs, std::chrono::seconds(timeout_s));

        int problems = 0;
        int errors = 0;
        int results = 0;
        for (const Run& run : runs) {
            const Run& intact_run = runs[reference.at(run.lesson)];
            std::string problem = problem_of(run, intact_run);
            if (run.input_name.rfind("intact.", 0) == 0 && problem.empty() && WEXITSTATUS(run.status) != 0)
                problem = "failed on the intact picture: " + one_line(read_file(run.stderr_file));
            if (problem.empty()) {
                (WEXITSTATUS(run.status) == 0 ? results : errors) += 1;
                continue;
            }
            ++problems;
            std::string command;
            for (const std::string& word : command_of(run)) command += (command.empty() ? "" : " ") + word;
            std::cout << "PROBLEM: " << run.lesson.filename().string() << " on " << run.input_name << ": " << problem
                      << "\n  " << command << '\n';
        }
        std::cout << "fuzz-inputs: " << runs.size() << " runs of " << lessons.size() << " lessons on " << mutants.size()
                  << " damaged files (and the 4 intact ones): " << errors << " clean errors, " << results
                  << " verified results, " << problems << " problems\n";
        return problems == 0 ? 0 : 1;
    });
}
