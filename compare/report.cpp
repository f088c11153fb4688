#include "report.hpp"

#include "baselines.hpp"

#include "common/opencl/errors.hpp"
#include "common/tutorial/chart.hpp"
#include "common/tutorial/image_io.hpp"

#ifdef OCLTUT_HAVE_OPENCV
#include "baselines_opencv.hpp"
#endif

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <map>
#include <ostream>
#include <sstream>

namespace ocltut::compare {

namespace {

std::string fixed(double value, int decimals)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(decimals) << value;
    return text.str();
}

// "", or "2.31x" for a ratio that exists.
std::string ratio(double value)
{
    return value > 0 ? fixed(value, 2) + "x" : "";
}

// A time in ms with 3 decimals, or 2 significant digits below 0.001 ms (a
// baseline's call on a tiny picture), so that no measured time reads 0.000.
std::string ms_text(double ms)
{
    if (ms >= 0.001) return fixed(ms, 3);
    std::ostringstream text;
    text << std::setprecision(2) << ms;
    return text.str();
}

// A time in ms, or "-" when it was not measured: never a 0 ms that never ran.
std::string ms_or_dash(double ms)
{
    return ms > 0 ? ms_text(ms) : "-";
}

// A measured value, or JSON's null for one that was not measured.
nlohmann::json number_or_null(double value)
{
    return value > 0 ? nlohmann::json(value) : nlohmann::json(nullptr);
}

// The name of the column (JSON member, CSV field) of the end-to-end time on
// `path`: "end_to_end_zero_copy_ms".
std::string end_to_end_key(MemoryPath path)
{
    std::string name = memory_path_name(path);
    std::replace(name.begin(), name.end(), '-', '_');
    return "end_to_end_" + name + "_ms";
}

// The lessons' stage order, algorithm by algorithm.
std::vector<std::string> algorithms_of(const DeviceResults& results)
{
    std::vector<std::string> names;
    for (const Row& row : results.rows)
        if (std::find(names.begin(), names.end(), row.algorithm) == names.end()) names.push_back(row.algorithm);
    return names;
}

// The rows of one algorithm at one size: the stages in lesson order, then
// the plain loop, then OpenCV's calls (the order they were measured in).
std::vector<const Row*> rows_of(const DeviceResults& results, const std::string& algorithm, const std::string& size)
{
    std::vector<const Row*> rows;
    for (const Row& row : results.rows)
        if (row.algorithm == algorithm && size_name(row.size) == size) rows.push_back(&row);
    std::stable_sort(rows.begin(), rows.end(),
                     [](const Row* a, const Row* b) { return !is_baseline(*a) && is_baseline(*b); });
    return rows;
}

std::vector<std::string> sizes_of(const DeviceResults& results)
{
    std::vector<std::string> sizes;
    for (const CopyBandwidth& copy : results.copies) sizes.push_back(size_name(copy.size));
    return sizes;
}

std::string opencv_in_build()
{
#ifdef OCLTUT_HAVE_OPENCV
    return opencv_version();
#else
    return "";
#endif
}

void print_row(std::ostream& out, const Row& row, int kernel_width)
{
    out << std::left << std::setw(10) << row.algorithm << std::setw(17) << row.lesson << std::setw(kernel_width)
        << row.kernel << std::right;
    if (!row.verified) {
        out << "  FAILED: " << row.failure << "\n";
        return;
    }
    out << std::setw(10) << ms_text(row.stats.median_ms) << std::setw(8) << fixed(row.gb_per_s, 1) << std::setw(7)
        << fixed(row.percent_of_copy, 0) << std::setw(10) << ms_or_dash(row.end_to_end_ms) << "  " << std::left
        << std::setw(25) << row.end_to_end_path << std::right << std::setw(8) << ratio(row.speedup_vs_first)
        << std::setw(8) << ratio(row.speedup_vs_first_end_to_end) << std::setw(9) << ratio(row.speedup_vs_opencv)
        << std::setw(8) << ratio(row.speedup_vs_opencv_end_to_end) << std::setw(8) << ratio(row.times_floor) << "  "
        << row.stats.clock << "\n";
}

}  // namespace

void print_table(std::ostream& out, const DeviceResults& r)
{
    out << "\n"
        << r.device << " (" << r.platform << "), " << r.device_type << ", driver " << r.driver << ", " << r.date
        << "\n";
    if (r.device_type == device_kind_name(DeviceKind::cpu))
        out << "a CPU device: every time below is a CPU timing; compare them as ratios\n";
    out << "one-off: context " << fixed(r.one_off.context_ms, 1) << " ms; transfer of "
        << (r.one_off.transfer_bytes >> 20) << " MiB: write " << fixed(r.one_off.write_ms, 3) << " ms, read "
        << fixed(r.one_off.read_ms, 3) << " ms\n";
    for (const BuildCost& build : r.one_off.builds)
        out << "  build " << std::left << std::setw(36) << build.kernel_file << std::right << " cold " << std::setw(8)
            << fixed(build.cold_ms, 1) << " ms, warm " << std::setw(8) << fixed(build.warm_ms, 1) << " ms\n";
    for (const std::string& note : r.notes) out << "note: " << note << "\n";
    out << "\nkernel ms: the median kernel time (clock: profiling = the OpenCL events; host = the host's clock "
           "around a baseline's call).\ne2e ms: the whole job (input in, kernels, outputs out) on the fastest of "
           "the memory paths (copy, zero-copy, pinned), named in e2e path. vs first: the algorithm's first stage's "
           "time over this row's; vs OpenCV: the best "
           "OpenCV row's. Each for the kernel, then end to end.\nx floor: e2e ms over the algorithm's bus floor "
           "(its job's bytes moved from pinned memory, both ways at once, no kernel).\n"
        // --iterations is a count for a kernel, but a bound for a baseline
        // (time_baseline, baselines.hpp): the table says which is which.
        << "runs: --iterations " << r.iterations << " means exactly " << r.iterations
        << " timed launches of a kernel, after " << warmup_runs << " warm-up launches; a baseline is timed at least "
        << min_baseline_runs << " times, up to " << std::max(min_baseline_runs, r.iterations)
        << " while its runs take less than " << fixed(baseline_budget_ms / 1000, 0) << " s, after one untimed call.\n";

    // The kernel column is as wide as its longest name (lesson 06 names its
    // variant in it), so the numbers stay in their columns.
    int kernel_width = 32;
    for (const Row& row : r.rows) kernel_width = std::max(kernel_width, static_cast<int>(row.kernel.size()) + 2);
    for (const CopyBandwidth& copy : r.copies) {
        const std::string size = size_name(copy.size);
        out << "\n"
            << size << " (copy16: " << fixed(copy.stats.median_ms, 3) << " ms, " << fixed(copy.gb_per_s, 1)
            << " GB/s)\n"
            << std::left << std::setw(10) << "algorithm" << std::setw(17) << "lesson" << std::setw(kernel_width)
            << "kernel" << std::right << std::setw(10) << "kernel ms" << std::setw(8) << "GB/s" << std::setw(7)
            << "% copy" << std::setw(10) << "e2e ms"
            << "  " << std::left << std::setw(25) << "e2e path" << std::right << std::setw(16) << "vs first"
            << std::setw(17) << "vs OpenCV" << std::setw(8) << "x floor"
            << "  clock\n";
        for (const BusFloor& floor : r.floors)
            if (size_name(floor.size) == size)
                out << "  bus floor, " << floor.algorithm << ": " << fixed(floor.stats.median_ms, 3) << " ms ("
                    << floor.bytes_in << " bytes up, " << floor.bytes_out << " down, pinned, at once)\n";
        for (const std::string& algorithm : algorithms_of(r))
            for (const Row* row : rows_of(r, algorithm, size)) print_row(out, *row, kernel_width);
    }
}

namespace {

std::string json_text(const std::vector<DeviceResults>& all)
{
    nlohmann::json devices = nlohmann::json::array();
    for (const DeviceResults& r : all) {
        nlohmann::json device = {{"device", r.device},         {"platform", r.platform}, {"type", r.device_type},
                                 {"driver", r.driver},         {"opencl_c", r.opencl_c}, {"date", r.date},
                                 {"iterations", r.iterations}, {"notes", r.notes}};
        nlohmann::json builds = nlohmann::json::array();
        for (const BuildCost& b : r.one_off.builds)
            builds.push_back({{"kernel_file", b.kernel_file}, {"cold_ms", b.cold_ms}, {"warm_ms", b.warm_ms}});
        device["one_off"] = {{"context_ms", r.one_off.context_ms},
                             {"builds", builds},
                             {"transfer_bytes", r.one_off.transfer_bytes},
                             {"write_ms", r.one_off.write_ms},
                             {"read_ms", r.one_off.read_ms}};
        for (const CopyBandwidth& c : r.copies)
            device["copy"].push_back({{"size", size_name(c.size)},
                                      {"bytes", c.bytes},
                                      {"median_ms", c.stats.median_ms},
                                      {"min_ms", c.stats.min_ms},
                                      {"gb_per_s", c.gb_per_s}});
        for (const BusFloor& f : r.floors)
            device["bus_floor"].push_back({{"algorithm", f.algorithm},
                                           {"size", size_name(f.size)},
                                           {"bytes_in", f.bytes_in},
                                           {"bytes_out", f.bytes_out},
                                           {"median_ms", f.stats.median_ms}});
        device["results"] = nlohmann::json::array();
        for (const Row& row : r.rows) {
            nlohmann::json result = {{"algorithm", row.algorithm},
                                     {"lesson", row.lesson},
                                     {"kernel", row.kernel},
                                     {"size", size_name(row.size)},
                                     {"verified", row.verified},
                                     {"failure", row.failure},
                                     {"clock", row.stats.clock},
                                     {"runs", row.stats.runs},
                                     {"median_ms", number_or_null(row.stats.median_ms)},
                                     {"min_ms", number_or_null(row.stats.min_ms)},
                                     {"max_ms", number_or_null(row.stats.max_ms)},
                                     {"pixels", row.work.pixels},
                                     {"bytes_moved", row.work.bytes_moved},
                                     {"mpixel_per_s", number_or_null(row.mpixel_per_s)},
                                     {"gb_per_s", number_or_null(row.gb_per_s)},
                                     {"percent_of_copy", number_or_null(row.percent_of_copy)},
                                     {"end_to_end_ms", number_or_null(row.end_to_end_ms)},
                                     {"end_to_end_path", row.end_to_end_path},
                                     {"speedup_vs_first", number_or_null(row.speedup_vs_first)},
                                     {"speedup_vs_first_end_to_end", number_or_null(row.speedup_vs_first_end_to_end)},
                                     {"speedup_vs_opencv", number_or_null(row.speedup_vs_opencv)},
                                     {"speedup_vs_opencv_end_to_end", number_or_null(row.speedup_vs_opencv_end_to_end)},
                                     {"speedup_vs_loop", number_or_null(row.speedup_vs_loop)},
                                     {"end_to_end_times_floor", number_or_null(row.times_floor)},
                                     {"algorithm_outputs", row.algorithm_outputs}};
            // Each memory path's end-to-end time: null on a baseline, and on
            // a path not measured.
            for (const MemoryPath path : all_memory_paths)
                result[end_to_end_key(path)] = number_or_null(end_to_end_ms_on(row, memory_path_name(path)));
            device["results"].push_back(result);
        }
        devices.push_back(device);
    }
    const std::string opencv = opencv_in_build();
    return nlohmann::json{{"schema", "ocltut-compare/2"},
                          {"opencv", opencv.empty() ? nlohmann::json(nullptr) : nlohmann::json(opencv)},
                          {"devices", devices}}
               .dump(2) +
           "\n";
}

std::string csv_text(const std::vector<DeviceResults>& all)
{
    std::ostringstream csv;
    csv << "device,driver,date,size,algorithm,lesson,kernel,verified,clock,median_ms,min_ms,mpixel_per_s,gb_per_s,"
           "percent_of_copy,end_to_end_ms,end_to_end_path,";
    for (const MemoryPath path : all_memory_paths) csv << end_to_end_key(path) << ",";
    csv << "speedup_vs_first,speedup_vs_first_end_to_end,speedup_vs_opencv,speedup_vs_opencv_end_to_end,"
           "speedup_vs_loop,end_to_end_times_floor\n";
    const auto quoted = [](const std::string& text) {
        std::string out = "\"";
        for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
        return out + "\"";
    };
    // An empty field for a value that was not measured, as in the JSON's null.
    const auto value = [](double number) {
        std::ostringstream text;
        if (number > 0) text << number;
        return text.str();
    };
    for (const DeviceResults& r : all) {
        const std::string key = quoted(r.device) + "," + quoted(r.driver) + "," + r.date + ",";
        // The copy kernel's line: its time and bandwidth; the end-to-end
        // fields (time, path, one per memory path) and the speed-ups empty.
        const std::string empty_fields(2 + std::size(all_memory_paths) + 6, ',');
        for (const CopyBandwidth& c : r.copies)
            csv << key << size_name(c.size) << ",copy,,copy16,true," << c.stats.clock << "," << c.stats.median_ms << ","
                << c.stats.min_ms << ",," << c.gb_per_s << ",100" << empty_fields << "\n";
        for (const Row& row : r.rows) {
            csv << key << size_name(row.size) << "," << row.algorithm << "," << quoted(row.lesson) << ","
                << quoted(row.kernel) << "," << (row.verified ? "true" : "false") << "," << row.stats.clock << ","
                << value(row.stats.median_ms) << "," << value(row.stats.min_ms) << "," << value(row.mpixel_per_s) << ","
                << value(row.gb_per_s) << "," << value(row.percent_of_copy) << "," << value(row.end_to_end_ms) << ","
                << quoted(row.end_to_end_path) << ",";
            for (const MemoryPath path : all_memory_paths)
                csv << value(end_to_end_ms_on(row, memory_path_name(path))) << ",";
            csv << value(row.speedup_vs_first) << "," << value(row.speedup_vs_first_end_to_end) << ","
                << value(row.speedup_vs_opencv) << "," << value(row.speedup_vs_opencv_end_to_end) << ","
                << value(row.speedup_vs_loop) << "," << value(row.times_floor) << "\n";
        }
    }
    return csv.str();
}

// The chart: one panel per device, size and algorithm, each with its own
// axes, one line per row (the stages, the plain loop, OpenCV). Two views
// side by side: the kernel's GB/s by the bytes model against the copy's
// (dashed), on a linear axis; and the times in ms on a logarithmic axis,
// kernel only (dark bar) and end to end (light bar under it), so that a
// 200 ms kernel and a 2 ms one both show. Values are printed on the bars,
// a stage's end-to-end time with the memory path that gave it; the time
// axis leaves room on its right for the longest such text.
struct Panel {
    static constexpr double width = 1180;
    static constexpr double label_width = 350;  // row names
    static constexpr double rate_left = label_width + 10, rate_width = 290;
    static constexpr double time_left = rate_left + rate_width + 40, time_width = width - time_left - 160;
    static constexpr double title_height = 44, line_height = 26, axis_height = 34;

    double y0 = 0;  // where the panel starts in the picture
    std::vector<const Row*> rows;
    double copy_gb_per_s = 0;
    double rate_top = 1;      // GB/s at the right end of the rate axis, a multiple of rate_step
    double rate_step = 1;     // GB/s between its ticks
    double time_low = 0.001;  // ms at the left and right ends of the time axis (powers of ten)
    double time_high = 1;

    double height() const { return title_height + line_height * static_cast<double>(rows.size()) + axis_height; }
    double line_y(std::size_t line) const { return y0 + title_height + line_height * static_cast<double>(line); }
    double plot_bottom() const { return line_y(rows.size()); }
    double rate_x(double gb_per_s) const { return rate_left + rate_width * gb_per_s / rate_top; }
    double time_x(double ms) const
    {
        return time_left + time_width * std::log10(ms / time_low) / std::log10(time_high / time_low);
    }
};

const char* bar_colour(const Row& row)
{
    if (row.lesson == opencv_lesson) return "#f28e2b";
    if (row.lesson == plain_loop_lesson) return "#8c8c8c";
    return "#4e79a7";
}

std::string svg_escaped(const std::string& text)
{
    std::string out;
    for (char c : text) {
        if (c == '&') out += "&amp;";
        else if (c == '<') out += "&lt;";
        else if (c == '>') out += "&gt;";
        else if (c == '\'') out += "&apos;";
        else out += c;
    }
    return out;
}

// A row's name in the chart: "01 sobel_scalar", "OpenCV cv::calcHist (2 threads)".
std::string row_label(const Row& row)
{
    if (row.lesson == opencv_lesson) return "OpenCV " + row.kernel;
    if (row.lesson == plain_loop_lesson) return "plain C++ " + row.kernel;
    return row.lesson.substr(0, 2) + " " + row.kernel;
}

Panel plan_panel(const DeviceResults& r, const std::string& algorithm, const std::string& size, double y0)
{
    Panel panel;
    panel.y0 = y0;
    panel.rows = rows_of(r, algorithm, size);
    for (const CopyBandwidth& copy : r.copies)
        if (size_name(copy.size) == size) panel.copy_gb_per_s = copy.gb_per_s;
    double highest_rate = panel.copy_gb_per_s;
    double fastest = 0;
    double slowest = 0;
    for (const Row* row : panel.rows) {
        if (!row->verified) continue;
        highest_rate = std::max(highest_rate, row->gb_per_s);
        for (const double ms : {row->stats.median_ms, row->end_to_end_ms}) {
            if (ms <= 0) continue;
            fastest = fastest == 0 ? ms : std::min(fastest, ms);
            slowest = std::max(slowest, ms);
        }
    }
    panel.rate_step = round_step(highest_rate > 0 ? highest_rate : 1, 4);
    panel.rate_top = std::ceil(std::max(highest_rate, 1e-9) * 1.05 / panel.rate_step) * panel.rate_step;
    if (fastest > 0) {
        panel.time_low = std::pow(10.0, std::floor(std::log10(fastest)));
        panel.time_high = std::pow(10.0, std::ceil(std::log10(slowest * 1.0001)));
        if (panel.time_high <= panel.time_low) panel.time_high = panel.time_low * 10;
    }
    return panel;
}

std::string tick_text(double ms)
{
    return ms >= 1 ? fixed(ms, 0) : fixed(ms, static_cast<int>(std::ceil(-std::log10(ms))));
}

void draw_panel_axes(std::ostream& svg, const Panel& p, const std::string& title)
{
    const double top = p.y0 + Panel::title_height - 4;
    const double bottom = p.plot_bottom();
    svg << "<text x='10' y='" << p.y0 + 20 << "' font-size='15' font-weight='bold'>" << svg_escaped(title)
        << "</text>\n<text x='" << Panel::rate_left << "' y='" << p.y0 + 38
        << "' font-size='12'>kernel GB/s (bytes model); dashed: copy16</text>\n<text x='" << Panel::time_left << "' y='"
        << p.y0 + 38 << "' font-size='12'>time in ms, log scale: kernel (dark), end to end (light)</text>\n";
    const double step = p.rate_step;
    for (double value = 0; value <= p.rate_top + step / 2; value += step)
        svg << "<line x1='" << p.rate_x(value) << "' x2='" << p.rate_x(value) << "' y1='" << top << "' y2='" << bottom
            << "' stroke='#ddd'/>\n<text x='" << p.rate_x(value) << "' y='" << bottom + 14
            << "' font-size='10' text-anchor='middle'>" << fixed(value, step < 1 ? 1 : 0) << "</text>\n";
    if (p.copy_gb_per_s > 0)
        svg << "<line x1='" << p.rate_x(p.copy_gb_per_s) << "' x2='" << p.rate_x(p.copy_gb_per_s) << "' y1='" << top
            << "' y2='" << bottom << "' stroke='#333' stroke-dasharray='5,3'/>\n";
    for (double ms = p.time_low; ms <= p.time_high * 1.0001; ms *= 10)
        svg << "<line x1='" << p.time_x(ms) << "' x2='" << p.time_x(ms) << "' y1='" << top << "' y2='" << bottom
            << "' stroke='#ddd'/>\n<text x='" << p.time_x(ms) << "' y='" << bottom + 14
            << "' font-size='10' text-anchor='middle'>" << tick_text(ms) << "</text>\n";
    svg << "<text x='" << Panel::rate_left + Panel::rate_width / 2 << "' y='" << bottom + 28
        << "' font-size='11' text-anchor='middle'>GB/s</text>\n<text x='" << Panel::time_left + Panel::time_width / 2
        << "' y='" << bottom + 28 << "' font-size='11' text-anchor='middle'>ms</text>\n";
}

void draw_panel_row(std::ostream& svg, const Panel& p, const Row& row, std::size_t line)
{
    const double y = p.line_y(line);
    svg << "<text x='" << Panel::label_width << "' y='" << y + 13 << "' font-size='11' text-anchor='end'>"
        << svg_escaped(row_label(row)) << "</text>\n";
    if (!row.verified) {
        svg << "<text x='" << Panel::rate_left + 4 << "' y='" << y + 13
            << "' font-size='11' fill='#c00'>FAILED (no time counts)</text>\n";
        return;
    }
    const char* colour = bar_colour(row);
    svg << "<rect x='" << Panel::rate_left << "' y='" << y + 3 << "' width='"
        << p.rate_x(row.gb_per_s) - Panel::rate_left << "' height='13' fill='" << colour << "'/>\n<text x='"
        << p.rate_x(row.gb_per_s) + 4 << "' y='" << y + 14 << "' font-size='10'>" << fixed(row.gb_per_s, 1)
        << "</text>\n";
    svg << "<rect x='" << Panel::time_left << "' y='" << y + 2 << "' width='"
        << p.time_x(row.stats.median_ms) - Panel::time_left << "' height='11' fill='" << colour << "'/>\n<text x='"
        << p.time_x(row.stats.median_ms) + 4 << "' y='" << y + 11 << "' font-size='10'>" << ms_text(row.stats.median_ms)
        << " ms";
    if (row.speedup_vs_first > 0 && !is_baseline(row)) svg << " (" << ratio(row.speedup_vs_first) << " first)";
    svg << "</text>\n";
    if (row.end_to_end_ms > 0)
        svg << "<rect x='" << Panel::time_left << "' y='" << y + 14 << "' width='"
            << p.time_x(row.end_to_end_ms) - Panel::time_left << "' height='8' fill='" << colour
            << "' fill-opacity='0.4'/>\n<text x='" << p.time_x(row.end_to_end_ms) + 4 << "' y='" << y + 22
            << "' font-size='9' fill='#555'>" << ms_text(row.end_to_end_ms) << " ms end to end"
            << (row.times_floor > 0 ? " (" + ratio(row.times_floor) + " the floor)" : "")
            << (is_baseline(row) ? "" : ", " + svg_escaped(row.end_to_end_path)) << "</text>\n";
}

void draw_legend(std::ostream& svg, double y)
{
    const std::pair<const char*, const char*> kinds[] = {{"#4e79a7", "a lesson's kernel (OpenCL)"},
                                                         {"#8c8c8c", "plain C++ loop"},
                                                         {"#f28e2b", "OpenCV"}};
    double x = 10;
    for (const auto& [colour, name] : kinds) {
        svg << "<rect x='" << x << "' y='" << y << "' width='12' height='12' fill='" << colour << "'/>\n<text x='"
            << x + 18 << "' y='" << y + 10 << "' font-size='12'>" << name << "</text>\n";
        x += 230;
    }
}

std::string chart_text(const std::vector<DeviceResults>& all)
{
    std::ostringstream panels;
    draw_legend(panels, 10);
    double y0 = 30;
    for (const DeviceResults& r : all) {
        for (const std::string& size : sizes_of(r)) {
            for (const std::string& algorithm : algorithms_of(r)) {
                const Panel panel = plan_panel(r, algorithm, size, y0);
                if (panel.rows.empty()) continue;
                draw_panel_axes(panels, panel,
                                algorithm + " " + size + " on " + r.device + " (" + r.device_type + ", " +
                                    r.date.substr(0, 10) + ")");
                for (std::size_t line = 0; line < panel.rows.size(); ++line)
                    draw_panel_row(panels, panel, *panel.rows[line], line);
                y0 += panel.height() + 16;
            }
        }
    }
    std::ostringstream svg;
    svg << "<svg xmlns='http://www.w3.org/2000/svg' width='" << Panel::width << "' height='" << y0
        << "' font-family='sans-serif'>\n<rect width='100%' height='100%' fill='white'/>\n"
        << panels.str() << "</svg>\n";
    return svg.str();
}

}  // namespace

std::vector<OutputFile> result_files(const std::vector<DeviceResults>& all)
{
    return {text_file("results.json", json_text(all)), text_file("results.csv", csv_text(all)),
            text_file("chart.svg", chart_text(all))};
}

}  // namespace ocltut::compare
