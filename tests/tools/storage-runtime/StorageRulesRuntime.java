// The Storage emulator's rules runtime, built on the rules engine inside the Cloud SDK's Firestore emulator jar.
//
// Why: firebase-tools downloads its own (closed) runtime jar, which these machines cannot reach (design.md §3).
// firebase-tools runs `java -jar <STORAGE_EMULATOR_BINARY_PATH> serve` and speaks newline-delimited JSON over
// stdin/stdout (node_modules/firebase-tools/lib/emulator/storage/rules/runtime.js): we first write
// {"id":-1,"status":"ok"}, then answer every {id, action, context} request with one line, in order.
//   load_ruleset: compile context.source ({files:[{name,content}]}) and keep it under context.rulesetName.
//   verify:       evaluate service/method/path/variables against a kept ruleset; answer result.permit.
// firestore.get()/exists() inside storage rules are not supported (no runtime functions): they deny.
package backoffice.storage;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.common.AsyncRuntimeFunction;
import com.google.firebase.rules.runtime.common.EvaluationRestrictions;
import com.google.firebase.rules.runtime.common.Evaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

public final class StorageRulesRuntime {
  /**
   * firebase-tools parses each chunk it reads from our stdout as ONE JSON answer: two answers in one chunk are
   * dropped and their requests hang (seen under load, when its event loop was busy for a moment). Node reads a
   * child's stdout in reads of at most 64 KiB, so every answer is written as exactly 64 KiB — the JSON at the
   * start, then whitespace, which it trims. A read can then never hold the start of two answers, and a read
   * boundary can never fall inside one (the JSON stays short, within the first socket buffer of the write).
   */
  private static final int ANSWER_BYTES = 64 * 1024;

  /** Longest JSON text of an answer; longer issue lists are cut (see above). */
  private static final int MAX_JSON_BYTES = 3_000;

  private static final FirebaseRulesProtoCompiler COMPILER =
      FirebaseRulesProtoCompiler.createStandalone(
          FirebaseRulesLangOptions.builder().allowTernaryOperator(true).build());
  private static final JsonFormat.Parser PROTO_JSON = JsonFormat.parser().ignoringUnknownFields();

  private final Map<String, RulesetAst> rulesets = new HashMap<>();
  private final PrintStream out;

  private StorageRulesRuntime(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    // Only our answers may reach stdout, unbuffered (one write per answer): anything else there would be taken
    // for an answer.
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
    System.setOut(System.err);
    StorageRulesRuntime runtime = new StorageRulesRuntime(out);
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    runtime.answer(ready);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    // End of input means firebase-tools is gone: exit rather than linger as an orphan java process.
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (!line.isBlank()) runtime.answer(runtime.handle(line));
    }
  }

  private void answer(JsonObject response) {
    byte[] json = fit(response).getBytes(StandardCharsets.UTF_8);
    byte[] padded = new byte[ANSWER_BYTES];
    Arrays.fill(padded, (byte) ' ');
    System.arraycopy(json, 0, padded, 0, json.length);
    padded[json.length] = '\n';
    out.write(padded, 0, padded.length);
    out.flush();
  }

  /** The answer's JSON, its issue lists cut (with a note) when it would not fit MAX_JSON_BYTES. */
  private static String fit(JsonObject response) {
    String json = response.toString();
    int dropped = 0;
    for (String list : new String[] {"warnings", "errors"}) {
      JsonArray issues = response.has(list) ? response.getAsJsonArray(list) : new JsonArray();
      while (json.getBytes(StandardCharsets.UTF_8).length > MAX_JSON_BYTES && issues.size() > 1) {
        issues.remove(issues.size() - 1);
        dropped++;
        json = response.toString();
      }
    }
    if (dropped > 0 && response.has("warnings")) {
      response.getAsJsonArray("warnings").add("(" + dropped + " more issues not shown)");
      json = response.toString();
    }
    return json.getBytes(StandardCharsets.UTF_8).length > MAX_JSON_BYTES ? fallback(response) : json;
  }

  /** A last resort for an answer still too long: its id and status only, with one short error. */
  private static String fallback(JsonObject response) {
    JsonObject small = new JsonObject();
    small.add("id", response.get("id"));
    small.addProperty("status", "ok");
    JsonArray errors = new JsonArray();
    errors.add("Rules runtime answer too long to send");
    small.add("errors", errors);
    small.add("warnings", new JsonArray());
    small.add("result", new JsonObject());
    return small.toString();
  }

  private JsonObject handle(String line) {
    JsonObject response = new JsonObject();
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    response.add("errors", errors);
    response.add("warnings", warnings);
    try {
      JsonObject request = JsonParser.parseString(line).getAsJsonObject();
      response.add("id", request.get("id"));
      String action = request.get("action").getAsString();
      JsonObject context = request.getAsJsonObject("context");
      if (action.equals("load_ruleset")) {
        response.add("result", loadRuleset(context, errors, warnings));
      } else if (action.equals("verify")) {
        response.add("result", verify(context, warnings));
      } else {
        errors.add("Unknown action " + action);
      }
      response.addProperty("status", "ok");
    } catch (Exception e) {
      // Still "ok" with the error listed: firebase-tools drops a non-ok answer without resolving its request.
      response.addProperty("status", "ok");
      errors.add(String.valueOf(e));
    }
    return response;
  }

  private JsonObject loadRuleset(JsonObject context, JsonArray errors, JsonArray warnings) throws Exception {
    Source.Builder source = Source.newBuilder();
    PROTO_JSON.merge(context.get("source").toString(), source);
    CompileResult compiled = COMPILER.compile(source.build());
    for (Issue issue : compiled.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(issueJson(issue));
    }
    JsonObject result = new JsonObject();
    if (!compiled.hasCompilationError()) {
      RulesetAst ast = compiled.getRulesetAst();
      rulesets.put(context.get("rulesetName").getAsString(), ast);
      result.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
    }
    return result;
  }

  /** manager.js parses each issue as JSON with the field names of the protobuf's Java fields. */
  private static String issueJson(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue.getSourcePosition().getLine());
    position.addProperty("column_", issue.getSourcePosition().getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.add("sourcePosition_", position);
    json.addProperty("severity_", issue.getSeverityValue());
    return json.toString();
  }

  private JsonObject verify(JsonObject context, JsonArray warnings) throws Exception {
    String name = context.get("rulesetName").getAsString();
    RulesetAst ast = rulesets.get(name);
    if (ast == null) throw new IllegalStateException("No ruleset named " + name);
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    for (String segment : context.get("path").getAsString().split("/")) {
      if (!segment.isEmpty()) path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    ImmutableMap.Builder<String, Supplier<ListenableFuture<ExpressionValue>>> variables = ImmutableMap.builder();
    for (Map.Entry<String, JsonElement> entry : context.getAsJsonObject("variables").entrySet()) {
      ExpressionValue.Builder value = ExpressionValue.newBuilder();
      PROTO_JSON.merge(entry.getValue().toString(), value);
      ExpressionValue built = value.build();
      variables.put(entry.getKey(), () -> Futures.immediateFuture(built));
    }
    Evaluator.Context evaluation =
        new RequestContext(
            context.get("service").getAsString(),
            context.get("method").getAsString(),
            path.build(),
            variables.buildOrThrow());
    boolean permit;
    try {
      permit =
          new DefaultEvaluator(ast, ImmutableList.of(), EvaluationRestrictions.builder().build())
              .evaluate(evaluation)
              .get()
              .permit();
    } catch (Exception e) {
      // An evaluation error (e.g. an unsupported firestore.get()) denies, as in production.
      warnings.add("Rules evaluation failed: " + e.getMessage());
      permit = false;
    }
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    return result;
  }

  /** One request as the evaluator sees it; no runtime functions, so firestore.get()/exists() fail. */
  private static final class RequestContext implements Evaluator.Context {
    private final String service;
    private final String method;
    private final ExpressionPathValue path;
    private final ImmutableMap<String, Supplier<ListenableFuture<ExpressionValue>>> variables;

    RequestContext(
        String service,
        String method,
        ExpressionPathValue path,
        ImmutableMap<String, Supplier<ListenableFuture<ExpressionValue>>> variables) {
      this.service = service;
      this.method = method;
      this.path = path;
      this.variables = variables;
    }

    @Override
    public String service() {
      return service;
    }

    @Override
    public String method() {
      return method;
    }

    @Override
    public ExpressionPathValue path() {
      return path;
    }

    @Override
    public ImmutableMap<String, Supplier<ListenableFuture<ExpressionValue>>> variables() {
      return variables;
    }

    @Override
    public ImmutableMap<String, AsyncRuntimeFunction> functions() {
      return ImmutableMap.of();
    }
  }
}
